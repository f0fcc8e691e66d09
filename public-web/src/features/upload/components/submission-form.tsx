import { BUSINESS_SUBMISSION_LIMITS as LIMITS, isPhoneNumber, PHONE_NUMBER_MESSAGE } from '@directory/shared';
import { FormFieldGrid, PHONE_FIELD, type GridField } from '../../../components/form/form-field-grid';
import { SubmitButton } from '../../../components/form/submit-button';
import { validEmail, withinLimit, type FieldCheck } from '../../../lib/validation';
import { Typography } from '../../../ui/typography';
import { AddBusinessIcon } from '../../../ui/icons/add-business';
import { useSubmissionForm, type SubmissionForm as SubmissionFormValues } from '../hooks/use-submission-form';
import { CountryField } from './country-field';
import styles from './submission-form.module.css';

const WEBSITE = /^(https?:\/\/)?[^\s/$.?#]+\.[^\s]+$/i;

const phone: FieldCheck = (value) => {
  const withinBounds = withinLimit('Phone', LIMITS.phone)(value);
  if (withinBounds !== true) return withinBounds;
  return !value.trim() || isPhoneNumber(value) || PHONE_NUMBER_MESSAGE;
};

/** A quick look at the address when one is given; the server's URL check has the last word. */
const website: FieldCheck = (value) =>
  !value.trim() || WEBSITE.test(value.trim()) || 'Please enter a valid website address';

const FIELDS: GridField<SubmissionFormValues>[] = [
  {
    name: 'name',
    label: 'Business Name',
    half: true,
    required: LIMITS.name.required,
    autoComplete: 'organization',
    validate: withinLimit('Business name', LIMITS.name),
  },
  {
    name: 'category',
    label: 'Category',
    half: true,
    required: LIMITS.category.required,
    placeholder: 'e.g. Restaurant, Dentist',
    validate: withinLimit('Category', LIMITS.category),
  },
  {
    name: 'address',
    label: 'Street Address',
    required: LIMITS.address.required,
    autoComplete: 'street-address',
    validate: withinLimit('Address', LIMITS.address),
  },
  {
    name: 'city',
    label: 'City',
    half: true,
    required: LIMITS.city.required,
    autoComplete: 'address-level2',
    validate: withinLimit('City', LIMITS.city),
  },
  // The label is the field's own (CountryField); the grid's type asks for one.
  { name: 'countryCode', label: 'Country', half: true, input: CountryField },
  { ...PHONE_FIELD, validate: phone },
  {
    name: 'website',
    label: 'Website (Optional)',
    half: true,
    type: 'url',
    placeholder: 'https://',
    validate: website,
  },
  {
    name: 'description',
    label: 'Description (Optional)',
    multiline: true,
    rows: 4,
    placeholder: 'What does your business offer?',
    validate: withinLimit('Description', LIMITS.description),
  },
  {
    name: 'email',
    label: 'Your Email Address',
    required: LIMITS.email.required,
    type: 'email',
    autoComplete: 'email',
    validate: validEmail,
  },
];

/** The `/upload` fields, checked against the server's BUSINESS_SUBMISSION_LIMITS before sending. */
export function SubmissionForm({ onSubmitted }: { onSubmitted: (message: string) => void }) {
  const { control, onSubmit, isSending } = useSubmissionForm(onSubmitted);

  return (
    <form method="post" action="/upload" noValidate onSubmit={onSubmit} aria-label="Business details">
      <Typography variant="h5" component="h2" gutterBottom>
        Business details
      </Typography>
      <Typography color="text.secondary" className={styles.note}>
        Fields marked with * are required.
      </Typography>
      <FormFieldGrid control={control} fields={FIELDS} />
      <SubmitButton icon={<AddBusinessIcon />} busy={isSending} busyLabel="Submitting...">
        Submit Business
      </SubmitButton>
    </form>
  );
}
