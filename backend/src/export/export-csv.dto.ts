import { EXPORT_FIELDS, type ExportField } from '@directory/shared';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsIn, IsOptional, IsString, ValidateBy } from 'class-validator';
import countries from 'i18n-iso-countries';

const FIELD_MESSAGE = `each field must be one of: ${EXPORT_FIELDS.join(', ')}`;
const COUNTRY_MESSAGE = 'countryCode must be "all" or a two-letter ISO country code';

/** `all` or an ISO 3166-1 alpha-2 code, in any case. */
const isCountryCodeOrAll = (value: unknown) =>
  typeof value === 'string' &&
  (value.toLowerCase() === 'all' || (/^[a-z]{2}$/i.test(value) && countries.isValid(value.toUpperCase())));

const defaultAll = ({ value }: { value: unknown }) =>
  value === undefined || value === null || value === '' ? 'all' : value;

/** The country an export is limited to, or `all` (the default). */
class ExportCountryDto {
  @Transform(defaultAll)
  @IsOptional()
  @IsString()
  @ValidateBy({ name: 'isCountryCodeOrAll', validator: { validate: isCountryCodeOrAll } }, { message: COUNTRY_MESSAGE })
  countryCode: string = 'all';
}

/** `POST /api/export-csv {selectedFields, countryCode}` (docs/behaviour.md §6). */
export class ExportCsvDto extends ExportCountryDto {
  @IsArray()
  @ArrayNotEmpty({ message: 'selectedFields must name at least one field' })
  @IsIn(EXPORT_FIELDS, { each: true, message: FIELD_MESSAGE })
  selectedFields: ExportField[];
}

/** `GET /api/admin/export-csv?fields=name,address&countryCode=DE`. */
export class ExportCsvQueryDto extends ExportCountryDto {
  @Transform(({ value }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
      : value,
  )
  @IsArray({ message: 'fields must be a comma-separated list' })
  @ArrayNotEmpty({ message: 'fields must name at least one field' })
  @IsIn(EXPORT_FIELDS, { each: true, message: FIELD_MESSAGE })
  fields: ExportField[];
}
