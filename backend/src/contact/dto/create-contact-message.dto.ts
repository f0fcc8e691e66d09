import { CONTACT_MESSAGE_LIMITS as LIMITS } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional } from 'class-validator';
import { TextLength } from '../../common/text-length.validator.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const optional = ({ value }: { value: unknown }) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' || text === null ? undefined : text;
};

/** docs/screens.md §5 "Contact form" with the spec's texts; the limits are shared with the public form. */
export class CreateContactMessageDto {
  @Transform(trimmed)
  @TextLength('Name', LIMITS.name)
  name: string;

  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @Transform(trimmed)
  @TextLength('Subject', LIMITS.subject)
  subject: string;

  @Transform(trimmed)
  @TextLength('Message', LIMITS.message)
  message: string;

  @Transform(optional)
  @IsOptional()
  @TextLength('Company', LIMITS.company)
  company?: string;

  @Transform(optional)
  @IsOptional()
  @TextLength('Phone', LIMITS.phone)
  phone?: string;
}
