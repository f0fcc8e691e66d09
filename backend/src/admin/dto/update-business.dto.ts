import { HOURS_PROBLEM_TEXT, type HoursPeriod, hoursIssues } from '@directory/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsISO31661Alpha2,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';

/** Present fields are validated; null is refused. Omitted fields stay as they are. */
const Given = () => ValidateIf((_: unknown, value: unknown) => value !== undefined);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type TimeField = 'openTime' | 'closeTime';

/** The problem of one period's time under the shared hours rule (docs/behaviour.md §2), overlaps aside. */
function periodProblem(period: object, field: TimeField): string | undefined {
  const issue = hoursIssues([period as HoursPeriod]).find((i) => i.field === field && i.problem !== 'overlap');
  return issue && HOURS_PROBLEM_TEXT[issue.problem];
}

/** `HH:MM` or null; and given when the period's day is open (a half-filled period is refused, not stored). */
function PeriodTime(field: TimeField) {
  const message = ({ value, object }: ValidationArguments) =>
    value !== null && value !== undefined && !(typeof value === 'string' && HH_MM.test(value))
      ? `${field} must be HH:MM`
      : periodProblem(object, field);
  return ValidateBy({
    name: 'periodTime',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => !args || message({ ...args, value }) === undefined,
      defaultMessage: (args?: ValidationArguments) => (args && message(args)) ?? '',
    },
  });
}

const weekday = (day: unknown) =>
  ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][Number(day)] ?? `day ${String(day)}`;

/** The first overlap of one day's periods, in words, or undefined (docs/behaviour.md §2). */
function overlapOf(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const hours = value.map((entry: unknown) =>
    entry && typeof entry === 'object' ? (entry as HoursPeriod) : { dayOfWeek: -1, isClosed: true },
  );
  const issue = hoursIssues(hours).find((i) => i.problem === 'overlap');
  if (!issue || issue.overlaps === undefined) return undefined;
  const range = (p: HoursPeriod) => `${p.openTime}–${p.closeTime}`;
  const [later, earlier] = [hours[issue.index], hours[issue.overlaps]];
  return `${HOURS_PROBLEM_TEXT.overlap}: ${weekday(later.dayOfWeek)} ${range(earlier)} and ${range(later)}`;
}

const PeriodsDoNotOverlap = () =>
  ValidateBy({
    name: 'periodsDoNotOverlap',
    validator: {
      validate: (value: unknown) => overlapOf(value) === undefined,
      defaultMessage: (args?: ValidationArguments) => overlapOf(args?.value) ?? '',
    },
  });

/** One period of a day (one `business_hours` row), or the day's closed entry. */
export class BusinessHoursDto {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(6)
  dayOfWeek: number;

  @PeriodTime('openTime')
  openTime: string | null = null;

  @PeriodTime('closeTime')
  closeTime: string | null = null;

  @IsOptional()
  @IsBoolean()
  isClosed: boolean = false;
}

export class BusinessAmenityDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(20_000)
  amenityType: string;

  @IsOptional()
  @IsBoolean()
  hasAmenity: boolean = true;
}

/** `PUT /api/admin/businesses/{id}`: a partial business; `hours` and `amenities`, when given, replace the stored lists. */
export class UpdateBusinessDto {
  @Given()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(500)
  name?: string;

  @Given()
  @IsString()
  @Matches(SLUG, { message: 'slug must be lower-case letters, digits and single hyphens' })
  @MaxLength(300)
  slug?: string;

  @Given()
  @IsString()
  @IsNotEmpty({ message: 'category must not be empty' })
  @MaxLength(200)
  category?: string;

  @Given()
  @IsString()
  @MaxLength(1000)
  address?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  city?: string | null;

  @Given()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsISO31661Alpha2({ message: 'countryCode must be an ISO 3166-1 alpha-2 code' })
  countryCode?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  phone?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  website?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  imageUrl?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  description?: string | null;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 1 }, { message: 'rating must be a number with at most one decimal' })
  @Min(0)
  @Max(5)
  rating?: number | null;

  @Given()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  reviewCount?: number;

  @IsOptional()
  @IsNumber()
  @Min(-90)
  @Max(90)
  latitude?: number | null;

  @IsOptional()
  @IsNumber()
  @Min(-180)
  @Max(180)
  longitude?: number | null;

  @Given()
  @IsString()
  @IsNotEmpty({ message: 'placeId must not be empty' })
  @MaxLength(500)
  placeId?: string;

  @Given()
  @IsBoolean()
  isApproved?: boolean;

  @Given()
  @IsArray()
  @ArrayMaxSize(28)
  @ValidateNested({ each: true })
  @Type(() => BusinessHoursDto)
  @PeriodsDoNotOverlap()
  hours?: BusinessHoursDto[];

  @Given()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => BusinessAmenityDto)
  amenities?: BusinessAmenityDto[];
}
