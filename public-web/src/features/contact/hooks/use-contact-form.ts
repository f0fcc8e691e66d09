import type { ContactMessageInput } from '@directory/shared';
import { useToast } from '../../../components/toast/toast-context';
import { setServerErrors } from '../../../lib/form-errors';
import { usePostedForm } from '../../../lib/form-outcome';
import { useSendContactMessage } from '../api/send-contact-message';

export type ContactForm = Required<ContactMessageInput>;

/** docs/screens.md §5 "Defaults are empty strings." */
const EMPTY: ContactForm = { name: '', email: '', company: '', phone: '', subject: '', message: '' };

const trimmed = (form: ContactForm): ContactForm => ({
  name: form.name.trim(),
  email: form.email.trim(),
  subject: form.subject.trim(),
  message: form.message.trim(),
  company: form.company.trim(),
  phone: form.phone.trim(),
});

/** docs/screens.md §4 contact form: idle → submitting (button disabled) → success (form reset, toast) or failure (form kept, toast). */
export function useContactForm() {
  // Without JavaScript the form posts to /contact, and the server renders the outcome here.
  const { form, posted, fields } = usePostedForm('contact', EMPTY);
  const send = useSendContactMessage();
  const toast = useToast();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(trimmed(values));
      form.reset();
      toast({
        title: 'Message Sent Successfully',
        description: "Thank you for your message. We'll get back to you within 24 hours.",
      });
    } catch (error) {
      setServerErrors(error, fields, form.setError);
      toast({ title: 'Error', description: 'Failed to send message. Please try again later.', severity: 'error' });
    }
  });

  return { control: form.control, onSubmit, isSending: form.formState.isSubmitting, sentMessage: posted?.message };
}
