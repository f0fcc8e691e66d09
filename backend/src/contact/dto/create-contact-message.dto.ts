import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { TextLength } from '../../directory/dto/text-length.validator.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const optional = ({ value }: { value: unknown }) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' || text === null ? undefined : text;
};

/** Spec §5 "Contact form": the texts are the spec's, the upper bounds keep one message to a sane size. */
export class CreateContactMessageDto {
  @Transform(trimmed)
  @TextLength(2, 200, 'Name must be at least 2 characters', 'Name must be at most 200 characters')
  name: string;

  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @Transform(trimmed)
  @TextLength(5, 300, 'Subject must be at least 5 characters', 'Subject must be at most 300 characters')
  subject: string;

  @Transform(trimmed)
  @TextLength(10, 10_000, 'Message must be at least 10 characters', 'Message must be at most 10000 characters')
  message: string;

  @Transform(optional)
  @IsOptional()
  @MaxLength(200, { message: 'Company must be at most 200 characters' })
  company?: string;

  @Transform(optional)
  @IsOptional()
  @MaxLength(50, { message: 'Phone must be at most 50 characters' })
  phone?: string;
}
