import { CONTACT_MESSAGE_LIMITS as LIMITS } from '@directory/shared';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, CircularProgress, Grid } from '@mui/material';
import { FormTextField } from '../../../components/form-text-field';
import { validEmail, withinLimit } from '../../../lib/validation';
import { useContactForm } from '../hooks/use-contact-form';

/** Spec §2 Contact form with the spec §5 rules; the limits are the server's (CONTACT_MESSAGE_LIMITS). */
export function ContactFormCard() {
  const { control, onSubmit, isSending } = useContactForm();

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Send us a Message">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="name"
            label="Full Name"
            required={LIMITS.name.required}
            autoComplete="name"
            validate={withinLimit('Name', LIMITS.name)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            label="Email Address"
            required={LIMITS.email.required}
            type="email"
            autoComplete="email"
            validate={validEmail}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="company"
            label="Company (Optional)"
            autoComplete="organization"
            validate={withinLimit('Company', LIMITS.company)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone"
            label="Phone Number (Optional)"
            type="tel"
            autoComplete="tel"
            validate={withinLimit('Phone', LIMITS.phone)}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="subject"
            label="Subject"
            required={LIMITS.subject.required}
            validate={withinLimit('Subject', LIMITS.subject)}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="message"
            label="Message"
            required={LIMITS.message.required}
            multiline
            rows={6}
            validate={withinLimit('Message', LIMITS.message)}
          />
        </Grid>
      </Grid>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSending}
        startIcon={isSending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
        sx={{ mt: 1 }}
      >
        {isSending ? 'Sending...' : 'Send Message'}
      </Button>
    </Box>
  );
}
