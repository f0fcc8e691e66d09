import type { ReactNode } from 'react';
import { FormWithSidebar } from '../../../components/form/form-with-sidebar';
import { IconBadge } from '../../../components/icon-badge';
import { PageHeader } from '../../../components/page-header';
import { SITE } from '../../../config/site';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatNumber } from '../../../lib/format';
import { Card, CardContent } from '../../../ui/surfaces';
import { Container, Grid, Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { Skeleton } from '../../../ui/feedback';
import { Typography } from '../../../ui/typography';
import { AccessTimeIcon } from '../../../ui/icons/access-time';
import { EmailIcon } from '../../../ui/icons/email';
import { LocationOnIcon } from '../../../ui/icons/location-on';
import { PhoneIcon } from '../../../ui/icons/phone';
import { usePlatformStats } from '../api/get-platform-stats';
import { ContactFormCard } from './contact-form';
import styles from './contact-page.module.css';

function InfoTile({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className={styles.tile}>
      <CardContent className={styles.tileContent}>
        <IconBadge className={styles.badge}>{icon}</IconBadge>
        <div>
          <Typography variant="subtitle1" component="h2" className={styles.tileTitle}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            {children}
          </Typography>
        </div>
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
    <Card className={styles.stats}>
      <CardContent className={styles.padded}>
        <Typography variant="h6" component="h2" gutterBottom>
          Platform Statistics
        </Typography>
        {isError ? (
          <Typography variant="body2" className={styles.faint}>
            Statistics are unavailable right now.
          </Typography>
        ) : (
          <Grid container spacing={2}>
            {rows.map((row) => (
              <Grid key={row.label} size={6}>
                <Typography className={styles.statValue}>
                  {isPending ? <Skeleton width={64} className={styles.statSkeleton} /> : formatNumber(row.value)}
                </Typography>
                <Typography variant="body2" className={styles.faint}>
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
      <Container maxWidth="lg" className={styles.body}>
        <Grid container spacing={2.5} className={styles.tiles}>
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
              <Link href={`mailto:${SITE.email}`} className={styles.wrap}>
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
                <CardContent className={styles.padded}>
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
          <Typography color="text.secondary" className={styles.lead}>
            Fill out the form below and we'll get back to you within 24 hours.
          </Typography>
          <ContactFormCard />
        </FormWithSidebar>
      </Container>
    </>
  );
}
