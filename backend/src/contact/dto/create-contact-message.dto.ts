import { CONTACT_MESSAGE_LIMITS as LIMITS } from '@directory/shared';
import { EmailAddress, OptionalText, RequiredText } from '../../common/text-length.validator.js';

/** docs/screens.md §5 "Contact form" with the spec's texts; the limits are shared with the public form. */
export class CreateContactMessageDto {
  @RequiredText('Name', LIMITS.name)
  name: string;

  @EmailAddress()
  email: string;

  @RequiredText('Subject', LIMITS.subject)
  subject: string;

  @RequiredText('Message', LIMITS.message)
  message: string;

  @OptionalText('Company', LIMITS.company)
  company?: string;

  @OptionalText('Phone', LIMITS.phone)
  phone?: string;
}
