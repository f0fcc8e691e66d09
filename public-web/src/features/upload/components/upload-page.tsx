import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PublicIcon from '@mui/icons-material/Public';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState, type ChangeEvent, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast/toast-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useSubmitBusiness } from '../api/submit-business';
import { countryOptions } from '../utils/countries';
import {
  EMPTY_SUBMISSION,
  toSubmission,
  validateSubmission,
  type SubmissionErrors,
  type SubmissionForm,
} from '../utils/validate-submission';

type Field = keyof SubmissionForm;

function Step({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <Box
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.light',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
    </Stack>
  );
}

/** CONTRACT §0: /upload is a public form to submit a business; it is stored unapproved. */
export function UploadPage() {
  useDocumentTitle('Upload Business');
  const countries = useMemo(() => countryOptions(), []);
  const [form, setForm] = useState<SubmissionForm>(EMPTY_SUBMISSION);
  const [errors, setErrors] = useState<SubmissionErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const toast = useToast();
  const submit = useSubmitBusiness();

  const update = (field: Field, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (submitted) setErrors(validateSubmission(next));
  };
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    update(field, event.target.value);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSubmission(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(toSubmission(form), {
      onSuccess: (result) => {
        setDoneMessage(result.message || 'Thank you! Your business has been submitted for review.');
        setForm(EMPTY_SUBMISSION);
        setErrors({});
        setSubmitted(false);
        window.scrollTo?.({ top: 0, behavior: 'smooth' });
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? (error.fieldErrors as SubmissionErrors) : {};
        setErrors(fieldErrors);
        const tooMany = error instanceof ApiError && error.status === 429;
        toast({
          title: 'Submission failed',
          description: tooMany
            ? 'Too many submissions from your connection. Please try again later.'
            : Object.keys(fieldErrors).length > 0
              ? 'Please check the highlighted fields.'
              : 'Your business could not be submitted. Please try again later.',
          severity: 'error',
        });
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

  const selectedCountry = countries.find((c) => c.code === form.countryCode.toUpperCase()) ?? null;

  return (
    <>
      <PageHeader
        eyebrow="For business owners"
        title="Upload Business"
        subtitle="Add your business to the directory for free. Every submission is reviewed by our team before it is published."
      />
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
                {doneMessage ? (
                  <Box role="status" sx={{ textAlign: 'center', py: 5 }}>
                    <CheckCircleIcon color="success" sx={{ fontSize: 64, mb: 2 }} />
                    <Typography variant="h5" component="h2" gutterBottom>
                      Business submitted
                    </Typography>
                    <Typography color="text.secondary" sx={{ mb: 4 }}>
                      {doneMessage}
                    </Typography>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
                      <Button variant="contained" onClick={() => setDoneMessage(null)}>
                        Submit another business
                      </Button>
                      <Button component={RouterLink} to="/" variant="outlined">
                        Back to Home
                      </Button>
                    </Stack>
                  </Box>
                ) : (
                  <Box component="form" noValidate onSubmit={onSubmit} aria-label="Business details">
                    <Typography variant="h5" component="h2" gutterBottom>
                      Business details
                    </Typography>
                    <Typography color="text.secondary" sx={{ mb: 3 }}>
                      Fields marked with * are required.
                    </Typography>
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        {field('name', 'Business Name', { required: true, autoComplete: 'organization' })}
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        {field('category', 'Category', { required: true, placeholder: 'e.g. Restaurant, Dentist' })}
                      </Grid>
                      <Grid size={12}>
                        {field('address', 'Street Address', { required: true, autoComplete: 'street-address' })}
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        {field('city', 'City', { required: true, autoComplete: 'address-level2' })}
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <Autocomplete
                          options={countries}
                          value={selectedCountry}
                          onChange={(_, option) => update('countryCode', option?.code ?? '')}
                          getOptionLabel={(option) => `${option.name} (${option.code})`}
                          isOptionEqualToValue={(option, value) => option.code === value.code}
                          renderInput={(params) => (
                            <TextField
                              {...params}
                              name="countryCode"
                              label="Country"
                              required
                              error={Boolean(errors.countryCode)}
                              helperText={errors.countryCode ?? ' '}
                            />
                          )}
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        {field('phone', 'Phone Number (Optional)', { type: 'tel', autoComplete: 'tel' })}
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        {field('website', 'Website (Optional)', { type: 'url', placeholder: 'https://' })}
                      </Grid>
                      <Grid size={12}>
                        {field('description', 'Description (Optional)', {
                          multiline: true,
                          rows: 4,
                          placeholder: 'What does your business offer?',
                        })}
                      </Grid>
                      <Grid size={12}>
                        {field('email', 'Your Email Address', {
                          required: true,
                          type: 'email',
                          autoComplete: 'email',
                        })}
                      </Grid>
                    </Grid>
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      disabled={submit.isPending}
                      startIcon={
                        submit.isPending ? <CircularProgress size={18} color="inherit" /> : <AddBusinessIcon />
                      }
                    >
                      {submit.isPending ? 'Submitting...' : 'Submit Business'}
                    </Button>
                  </Box>
                )}
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              <CardContent sx={{ p: 3 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
                  How it works
                </Typography>
                <Stack spacing={2.5}>
                  <Step
                    icon={<AddBusinessIcon />}
                    title="1. Submit"
                    text="Tell us about your business in a few fields."
                  />
                  <Step
                    icon={<FactCheckIcon />}
                    title="2. Review"
                    text="Our team checks every submission, usually within two business days."
                  />
                  <Step
                    icon={<VisibilityIcon />}
                    title="3. Go live"
                    text="Once approved, your listing appears in search, category, country and city pages."
                  />
                  <Step
                    icon={<PublicIcon />}
                    title="Free worldwide"
                    text="Listing is free for businesses in every country."
                  />
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
