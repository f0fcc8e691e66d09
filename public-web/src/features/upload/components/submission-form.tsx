import { BUSINESS_SUBMISSION_LIMITS as LIMITS } from '@directory/shared';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Box, Button, CircularProgress, Grid, Typography } from '@mui/material';
import { FormTextField } from '../../../components/form-text-field';
import { validEmail, withinLimit, type FieldCheck } from '../../../lib/validation';
import { useSubmissionForm } from '../hooks/use-submission-form';
import { CountryField } from './country-field';

const WEBSITE = /^(https?:\/\/)?[^\s/$.?#]+\.[^\s]+$/i;

/** A quick look at the address when one is given; the server's URL check has the last word. */
const website: FieldCheck = (value) =>
  !value.trim() || WEBSITE.test(value.trim()) || 'Please enter a valid website address';

/** The `/upload` fields, checked against the server's BUSINESS_SUBMISSION_LIMITS before sending. */
export function SubmissionForm({ onSubmitted }: { onSubmitted: (message: string) => void }) {
  const { control, onSubmit, isSending } = useSubmissionForm(onSubmitted);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Business details">
      <Typography variant="h5" component="h2" gutterBottom>
        Business details
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Fields marked with * are required.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="name"
            label="Business Name"
            required={LIMITS.name.required}
            autoComplete="organization"
            validate={withinLimit('Business name', LIMITS.name)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="category"
            label="Category"
            required={LIMITS.category.required}
            placeholder="e.g. Restaurant, Dentist"
            validate={withinLimit('Category', LIMITS.category)}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="address"
            label="Street Address"
            required={LIMITS.address.required}
            autoComplete="street-address"
            validate={withinLimit('Address', LIMITS.address)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="city"
            label="City"
            required={LIMITS.city.required}
            autoComplete="address-level2"
            validate={withinLimit('City', LIMITS.city)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CountryField control={control} />
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
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="website"
            label="Website (Optional)"
            type="url"
            placeholder="https://"
            validate={website}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label="Description (Optional)"
            multiline
            rows={4}
            placeholder="What does your business offer?"
            validate={withinLimit('Description', LIMITS.description)}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="email"
            label="Your Email Address"
            required={LIMITS.email.required}
            type="email"
            autoComplete="email"
            validate={validEmail}
          />
        </Grid>
      </Grid>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSending}
        startIcon={isSending ? <CircularProgress size={18} color="inherit" /> : <AddBusinessIcon />}
      >
        {isSending ? 'Submitting...' : 'Submit Business'}
      </Button>
    </Box>
  );
}
