import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PublicIcon from '@mui/icons-material/Public';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { IconBadge } from '../../../components/icon-badge';

function Step({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <IconBadge>{icon}</IconBadge>
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

export function HowItWorks() {
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
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
