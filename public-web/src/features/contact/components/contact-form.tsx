import { CONTACT_MESSAGE_LIMITS as LIMITS } from '@directory/shared';
import { FormFieldGrid, PHONE_FIELD, type GridField } from '../../../components/form/form-field-grid';
import { SubmitButton } from '../../../components/form/submit-button';
import { validEmail, withinLimit } from '../../../lib/validation';
import { Alert } from '../../../ui/alert';
import { SendIcon } from '../../../ui/icons/send';
import { useContactForm, type ContactForm } from '../hooks/use-contact-form';
import styles from './contact-form.module.css';

const FIELDS: GridField<ContactForm>[] = [
  {
    name: 'name',
    label: 'Full Name',
    half: true,
    required: LIMITS.name.required,
    autoComplete: 'name',
    validate: withinLimit('Name', LIMITS.name),
  },
  {
    name: 'email',
    label: 'Email Address',
    half: true,
    required: LIMITS.email.required,
    type: 'email',
    autoComplete: 'email',
    validate: validEmail,
  },
  {
    name: 'company',
    label: 'Company (Optional)',
    half: true,
    autoComplete: 'organization',
    validate: withinLimit('Company', LIMITS.company),
  },
  { ...PHONE_FIELD, validate: withinLimit('Phone', LIMITS.phone) },
  {
    name: 'subject',
    label: 'Subject',
    required: LIMITS.subject.required,
    validate: withinLimit('Subject', LIMITS.subject),
  },
  {
    name: 'message',
    label: 'Message',
    required: LIMITS.message.required,
    multiline: true,
    rows: 6,
    validate: withinLimit('Message', LIMITS.message),
  },
];

/** docs/screens.md §2 Contact form with the docs/screens.md §5 rules; the limits are the server's (CONTACT_MESSAGE_LIMITS). */
export function ContactFormCard() {
  const { control, onSubmit, isSending, sentMessage } = useContactForm();

  return (
    <form method="post" action="/contact" noValidate onSubmit={onSubmit} aria-label="Send us a Message">
      {sentMessage && (
        <Alert severity="success" role="status" className={styles.sent}>
          {sentMessage}
        </Alert>
      )}
      <FormFieldGrid control={control} fields={FIELDS} />
      <SubmitButton icon={<SendIcon />} busy={isSending} busyLabel="Sending..." className={styles.submit}>
        Send Message
      </SubmitButton>
    </form>
  );
}
