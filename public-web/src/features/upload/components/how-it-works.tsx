import type { ReactNode } from 'react';
import { IconBadge } from '../../../components/icon-badge';
import { Card, CardContent } from '../../../ui/surfaces';
import { Stack } from '../../../ui/layout';
import { Typography } from '../../../ui/typography';
import { AddBusinessIcon } from '../../../ui/icons/add-business';
import { FactCheckIcon } from '../../../ui/icons/fact-check';
import { PublicIcon } from '../../../ui/icons/public';
import { VisibilityIcon } from '../../../ui/icons/visibility';
import styles from './how-it-works.module.css';

function Step({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <IconBadge>{icon}</IconBadge>
      <div>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </div>
    </Stack>
  );
}

export function HowItWorks() {
  return (
    <Card>
      <CardContent className={styles.content}>
        <Typography variant="h6" component="h2" className={styles.title}>
          How it works
        </Typography>
        <Stack spacing={2.5}>
          <Step icon={<AddBusinessIcon />} title="1. Submit" text="Tell us about your business in a few fields." />
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
          <Step icon={<PublicIcon />} title="Free worldwide" text="Listing is free for businesses in every country." />
        </Stack>
      </CardContent>
    </Card>
  );
}
