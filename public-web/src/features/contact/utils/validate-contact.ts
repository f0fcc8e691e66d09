import type { ContactMessageInput } from '@directory/shared';
import { EMAIL_PATTERN } from '../../../lib/validation';

export type ContactForm = Required<ContactMessageInput>;
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
};

/** Spec §5 contact form rules, with the spec's texts. Company and phone have no rules. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (form.name.trim().length < 2) errors.name = 'Name must be at least 2 characters';
  if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = 'Please enter a valid email address';
  if (form.subject.trim().length < 5) errors.subject = 'Subject must be at least 5 characters';
  if (form.message.trim().length < 10) errors.message = 'Message must be at least 10 characters';
  return errors;
}
