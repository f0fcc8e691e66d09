import SendIcon from '@mui/icons-material/Send';
import { Box, Button, CircularProgress, Grid, TextField } from '@mui/material';
import { useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { EMPTY_CONTACT_FORM, validateContact, type ContactErrors, type ContactForm } from '../utils/validate-contact';

type Field = keyof ContactForm;

/** Spec §2 Contact form; spec §4: idle → submitting → success (cleared) or failure (kept). */
export function ContactFormCard() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const toast = useToast();
  const send = useSendContactMessage();

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...form, [field]: event.target.value };
    setForm(next);
    if (submitted) setErrors(validateContact(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: form.name.trim(),
      email: form.email.trim(),
      subject: form.subject.trim(),
      message: form.message.trim(),
      company: form.company.trim(),
      phone: form.phone.trim(),
    };
    send.mutate(body, {
      onSuccess: () => {
        setForm(EMPTY_CONTACT_FORM);
        setErrors({});
        setSubmitted(false);
        toast({
          title: 'Message Sent Successfully',
          description: "Thank you for your message. We'll get back to you within 24 hours.",
        });
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors as ContactErrors);
        toast({ title: 'Error', description: 'Failed to send message. Please try again later.', severity: 'error' });
      },
    });
  };

  const field = (name: Field, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      name={name}
      label={label}
      value={form[name]}
      onChange={change(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Send us a Message">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('name', 'Full Name', { required: true, autoComplete: 'name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('email', 'Email Address', { required: true, type: 'email', autoComplete: 'email' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('company', 'Company (Optional)', { autoComplete: 'organization' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('phone', 'Phone Number (Optional)', { type: 'tel', autoComplete: 'tel' })}
        </Grid>
        <Grid size={12}>{field('subject', 'Subject', { required: true })}</Grid>
        <Grid size={12}>{field('message', 'Message', { required: true, multiline: true, rows: 6 })}</Grid>
      </Grid>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={send.isPending}
        startIcon={send.isPending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
        sx={{ mt: 1 }}
      >
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </Box>
  );
}
