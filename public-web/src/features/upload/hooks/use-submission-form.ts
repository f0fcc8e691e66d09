import type { BusinessSubmission } from '@directory/shared';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { usePostedForm } from '../../../lib/form-outcome';
import { useSubmitBusiness } from '../api/submit-business';

export type SubmissionForm = Required<BusinessSubmission>;

const EMPTY: SubmissionForm = {
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

/** The request body: trimmed, optional fields left out when empty, the country code upper-cased. */
function toSubmission(form: SubmissionForm): BusinessSubmission {
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

function failureText(error: unknown, fieldsMarked: number): string {
  if (error instanceof ApiError && error.status === 429) {
    return 'Too many submissions from your connection. Please try again later.';
  }
  return fieldsMarked > 0
    ? 'Please check the highlighted fields.'
    : 'Your business could not be submitted. Please try again later.';
}

/** docs/behaviour.md §3 `POST /api/businesses/submit`: `onSubmitted` gets the server's confirmation text. */
export function useSubmissionForm(onSubmitted: (message: string) => void) {
  // Without JavaScript the form posts to /upload, and the server renders its errors here.
  const { form, fields } = usePostedForm('upload', EMPTY);
  const submit = useSubmitBusiness();
  const toast = useToast();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await submit.mutateAsync(toSubmission(values));
      onSubmitted(result.message || 'Thank you! Your business has been submitted for review.');
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    } catch (error) {
      const marked = setServerErrors(error, fields, form.setError);
      toast({ title: 'Submission failed', description: failureText(error, marked), severity: 'error' });
    }
  });

  return { control: form.control, onSubmit, isSending: form.formState.isSubmitting };
}
