import type { BusinessSubmission } from '@directory/shared';
import { EMAIL_PATTERN } from '../../../lib/validation';

export type SubmissionForm = Required<BusinessSubmission>;
export type SubmissionErrors = Partial<Record<keyof SubmissionForm, string>>;

export const EMPTY_SUBMISSION: SubmissionForm = {
  name: '',
  category: '',
  address: '',
  city: '',
  countryCode: '',
  phone: '',
  website: '',
  description: '',
  email: '',
};

const WEBSITE = /^(https?:\/\/)?[^\s/$.?#]+\.[^\s]+$/i;
const PHONE = /^[\d\s+\-()./]{5,}$/;

/** Client-side checks mirroring the submission endpoint, so most mistakes show before sending. */
export function validateSubmission(form: SubmissionForm): SubmissionErrors {
  const errors: SubmissionErrors = {};
  if (form.name.trim().length < 2) errors.name = 'Business name must be at least 2 characters';
  if (form.category.trim().length < 2) errors.category = 'Category must be at least 2 characters';
  if (form.address.trim().length < 5) errors.address = 'Address must be at least 5 characters';
  if (form.city.trim().length < 2) errors.city = 'City must be at least 2 characters';
  if (!/^[A-Za-z]{2}$/.test(form.countryCode.trim())) errors.countryCode = 'Please choose a country';
  if (form.phone.trim() && !PHONE.test(form.phone.trim())) errors.phone = 'Please enter a valid phone number';
  if (form.website.trim() && !WEBSITE.test(form.website.trim()))
    errors.website = 'Please enter a valid website address';
  if (form.description.length > 2000) errors.description = 'Description must be at most 2000 characters';
  if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}

/** The request body: trimmed, optional fields left out when empty, the country code upper-cased. */
export function toSubmission(form: SubmissionForm): BusinessSubmission {
  const optional = (value: string) => value.trim() || undefined;
  return {
    name: form.name.trim(),
    category: form.category.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    countryCode: form.countryCode.trim().toUpperCase(),
    phone: optional(form.phone),
    website: optional(form.website),
    description: optional(form.description),
    email: form.email.trim(),
  };
}
