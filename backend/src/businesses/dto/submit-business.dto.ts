import {
  BUSINESS_SUBMISSION_LIMITS as LIMITS,
  isCountryCode,
  isPhoneNumber,
  PHONE_NUMBER_MESSAGE,
} from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsUrl, registerDecorator, ValidationOptions } from 'class-validator';
import { TextLength } from '../../common/text-length.validator.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const optional = ({ value }: { value: unknown }) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' || text === null ? undefined : text;
};
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** One of the shared `COUNTRY_CODES`, the list the `/upload` form offers. */
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

/** The shared phone rule the `/upload` form checks too. */
function IsPhoneNumber(options: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPhoneNumber',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && isPhoneNumber(value) },
    });
}

/** The `/upload` form (docs/behaviour.md §3 `POST /api/businesses/submit`); the limits are shared with the form. */
export class SubmitBusinessDto {
  @Transform(trimmed)
  @TextLength('Name', LIMITS.name)
  name: string;

  @Transform(trimmed)
  @TextLength('Category', LIMITS.category)
  category: string;

  @Transform(trimmed)
  @TextLength('Address', LIMITS.address)
  address: string;

  @Transform(trimmed)
  @TextLength('City', LIMITS.city)
  city: string;

  @Transform(upper)
  @IsCountryCode({ message: 'Country must be a 2-letter ISO country code' })
  countryCode: string;

  @Transform(optional)
  @IsOptional()
  @TextLength('Phone', LIMITS.phone)
  @IsPhoneNumber({ message: PHONE_NUMBER_MESSAGE })
  phone?: string;

  @Transform(optional)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'] }, { message: 'Please enter a valid website address' })
  website?: string;

  @Transform(optional)
  @IsOptional()
  @TextLength('Description', LIMITS.description)
  description?: string;

  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}
