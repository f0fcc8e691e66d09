import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsUrl, MaxLength, registerDecorator, ValidationOptions } from 'class-validator';
import { TextLength } from '../../directory/dto/text-length.validator.js';
import { isCountryCode } from '../../common/country-names.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const optional = ({ value }: { value: unknown }) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' || text === null ? undefined : text;
};
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** An ISO 3166-1 alpha-2 code the directory knows (same list as country names). */
function IsCountryCode(options: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCountryCode',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && /^[A-Z]{2}$/.test(value) && isCountryCode(value),
      },
    });
}

/** The `/upload` form (CONTRACT §3 `POST /api/businesses/submit`). */
export class SubmitBusinessDto {
  @Transform(trimmed)
  @TextLength(2, 200, 'Name must be at least 2 characters', 'Name must be at most 200 characters')
  name: string;

  @Transform(trimmed)
  @TextLength(2, 100, 'Category must be at least 2 characters', 'Category must be at most 100 characters')
  category: string;

  @Transform(trimmed)
  @TextLength(5, 300, 'Address must be at least 5 characters', 'Address must be at most 300 characters')
  address: string;

  @Transform(trimmed)
  @TextLength(2, 100, 'City must be at least 2 characters', 'City must be at most 100 characters')
  city: string;

  @Transform(upper)
  @IsCountryCode({ message: 'Country must be a 2-letter ISO country code' })
  countryCode: string;

  @Transform(optional)
  @IsOptional()
  @MaxLength(50, { message: 'Phone must be at most 50 characters' })
  phone?: string;

  @Transform(optional)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'] }, { message: 'Please enter a valid website address' })
  website?: string;

  @Transform(optional)
  @IsOptional()
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  description?: string;

  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}
