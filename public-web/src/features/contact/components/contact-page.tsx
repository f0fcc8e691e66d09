import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Card, CardContent, Container, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormWithSidebar } from '../../../components/form/form-with-sidebar';
import { IconBadge } from '../../../components/icon-badge';
import { PageHeader } from '../../../components/page-header';
import { SITE } from '../../../config/site';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatNumber } from '../../../lib/format';
import { usePlatformStats } from '../api/get-platform-stats';
import { ContactFormCard } from './contact-form';

function InfoTile({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        <IconBadge size={44}>{icon}</IconBadge>
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            {children}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

function PlatformStatistics() {
  const { data, isPending, isError } = usePlatformStats();
  const rows = [
    { label: 'Businesses listed', value: data?.businesses },
    { label: 'Countries', value: data?.countries },
    { label: 'Cities', value: data?.cities },
    { label: 'Categories', value: data?.categories },
  ];
  return (
    <Card sx={{ color: '#fff', border: 0, background: 'linear-gradient(135deg, #1e3a8a 0%, #6c2bd9 100%)' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Platform Statistics
        </Typography>
        {isError ? (
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            Statistics are unavailable right now.
          </Typography>
        ) : (
          <Grid container spacing={2}>
            {rows.map((row) => (
              <Grid key={row.label} size={6}>
                <Typography sx={{ fontSize: 26, fontWeight: 800 }}>
                  {isPending ? (
                    <Skeleton width={64} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
                  ) : (
                    formatNumber(row.value)
                  )}
                </Typography>
                <Typography variant="body2" sx={{ opacity: 0.85 }}>
                  {row.label}
                </Typography>
              </Grid>
            ))}
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}

/** docs/screens.md §2 "Contact (/contact)". */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <>
      <PageHeader
        eyebrow="We're here to help"
        title="Contact Us"
        subtitle="Questions about a listing, partnerships or the directory itself? Our team is happy to help."
      />
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Grid container spacing={2.5} sx={{ mb: 5 }}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <InfoTile icon={<LocationOnIcon />} title="Office Location">
              {SITE.address.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </InfoTile>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <InfoTile icon={<PhoneIcon />} title="Phone Support">
              <Link href={`tel:${SITE.phone.replace(/[^\d+]/g, '')}`}>{SITE.phone}</Link>
              <div>Mon–Fri, 9:00 AM – 6:00 PM EST</div>
            </InfoTile>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <InfoTile icon={<EmailIcon />} title="Email Support">
              <Link href={`mailto:${SITE.email}`} sx={{ overflowWrap: 'anywhere' }}>
                {SITE.email}
              </Link>
              <div>We reply within 24 hours</div>
            </InfoTile>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <InfoTile icon={<AccessTimeIcon />} title="Business Hours">
              {SITE.hours.map((row) => (
                <div key={row.days}>
                  {row.days}: {row.time}
                </div>
              ))}
            </InfoTile>
          </Grid>
        </Grid>

        <FormWithSidebar
          sidebar={
            <Stack spacing={3}>
              <PlatformStatistics />
              <Card>
                <CardContent sx={{ p: 3 }}>
                  <Typography variant="h6" component="h2" gutterBottom>
                    Listing questions?
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    To add your company to the directory, use the Upload Business form. For corrections to an existing
                    listing, mention the business name and address in your message.
                  </Typography>
                </CardContent>
              </Card>
            </Stack>
          }
        >
          <Typography variant="h5" component="h2" gutterBottom>
            Send us a Message
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Fill out the form below and we'll get back to you within 24 hours.
          </Typography>
          <ContactFormCard />
        </FormWithSidebar>
      </Container>
    </>
  );
}
