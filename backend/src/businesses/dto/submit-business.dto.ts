import {
  BUSINESS_SUBMISSION_LIMITS as LIMITS,
  isCountryCode,
  isPhoneNumber,
  PHONE_NUMBER_MESSAGE,
} from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsOptional, IsUrl, ValidateBy, ValidationOptions } from 'class-validator';
import { EmailAddress, optionalText, OptionalText, RequiredText } from '../../common/text-length.validator.js';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** One of the shared `COUNTRY_CODES`, the list the `/upload` form offers. */
const IsCountryCode = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isCountryCode',
      validator: { validate: (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value) && isCountryCode(value) },
    },
    options,
  );

/** The shared phone rule the `/upload` form checks too. */
const IsPhoneNumber = (options: ValidationOptions) =>
  ValidateBy(
    { name: 'isPhoneNumber', validator: { validate: (value) => typeof value === 'string' && isPhoneNumber(value) } },
    options,
  );

/** The `/upload` form (docs/behaviour.md §3 `POST /api/businesses/submit`); the limits are shared with the form. */
export class SubmitBusinessDto {
  @RequiredText('Name', LIMITS.name)
  name: string;

  @RequiredText('Category', LIMITS.category)
  category: string;

  @RequiredText('Address', LIMITS.address)
  address: string;

  @RequiredText('City', LIMITS.city)
  city: string;

  @Transform(upper)
  @IsCountryCode({ message: 'Country must be a 2-letter ISO country code' })
  countryCode: string;

  @OptionalText('Phone', LIMITS.phone)
  @IsPhoneNumber({ message: PHONE_NUMBER_MESSAGE })
  phone?: string;

  @Transform(optionalText)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'] }, { message: 'Please enter a valid website address' })
  website?: string;

  @OptionalText('Description', LIMITS.description)
  description?: string;

  @EmailAddress()
  email: string;
}
