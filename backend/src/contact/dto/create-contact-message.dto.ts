import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, MaxLength, MinLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const optional = ({ value }: { value: unknown }) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' || text === null ? undefined : text;
};

/** Spec §5 "Contact form": the texts are the spec's, the upper bounds keep one message to a sane size. */
export class CreateContactMessageDto {
  @Transform(trimmed)
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  name: string;

  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @Transform(trimmed)
  @MinLength(5, { message: 'Subject must be at least 5 characters' })
  @MaxLength(300, { message: 'Subject must be at most 300 characters' })
  subject: string;

  @Transform(trimmed)
  @MinLength(10, { message: 'Message must be at least 10 characters' })
  @MaxLength(10_000, { message: 'Message must be at most 10000 characters' })
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
