import AssessmentIcon from '@mui/icons-material/Assessment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MailIcon from '@mui/icons-material/Mail';
import SettingsIcon from '@mui/icons-material/Settings';
import StoreIcon from '@mui/icons-material/Store';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import type { AuditEntry } from '@directory/shared';
import type { ReactNode } from 'react';
import { Link, Title, useGetList, useTranslate } from 'react-admin';
import { useFormat } from '../components/format';
import { SectionCard } from '../components/section-card';
import { useActionLabel } from '../components/use-action-label';
import { StatCards } from '../components/stat-card';
import { useAdminStats } from '../providers/queries';

const QUICK_LINKS: Array<{ to: string; text: string; hint: string; icon: ReactNode }> = [
  { to: '/dashboard', text: 'app.menu.dashboard', hint: 'app.home.hint_dashboard', icon: <DashboardIcon /> },
  { to: '/businesses', text: 'app.menu.businesses', hint: 'app.home.hint_businesses', icon: <StoreIcon /> },
  { to: '/upload', text: 'app.menu.upload', hint: 'app.home.hint_upload', icon: <UploadFileIcon /> },
  { to: '/settings', text: 'app.menu.settings', hint: 'app.home.hint_settings', icon: <SettingsIcon /> },
  { to: '/reports', text: 'app.menu.reports', hint: 'app.home.hint_reports', icon: <AssessmentIcon /> },
  { to: '/contact-messages', text: 'app.menu.messages', hint: 'app.home.hint_messages', icon: <MailIcon /> },
];

function RecentActivity() {
  const translate = useTranslate();
  const format = useFormat();
  const actionLabel = useActionLabel();
  const { data, isPending, error } = useGetList<AuditEntry>('audit-log', { pagination: { page: 1, perPage: 6 } });
  return (
    <SectionCard
      title={translate('app.home.recent_activity')}
      action={
        <Typography component={Link} to="/audit-log" variant="body2" sx={{ mr: 1 }}>
          {translate('app.home.see_all')}
        </Typography>
      }
      contentSx={{ pt: 0 }}
    >
      {isPending ? <Skeleton height={120} /> : null}
      {error ? <Typography color="error">{translate('app.common.load_error')}</Typography> : null}
      {data && data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.home.no_activity')}</Typography>
      ) : null}
      <List dense disablePadding>
        {data?.map((entry) => (
          <ListItem key={entry.id} disableGutters divider>
            <ListItemText
              primary={actionLabel(entry.action)}
              secondary={`${entry.username ?? '–'} · ${format.date(entry.createdAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}

/** docs/screens.md §2 "Admin home": quick-access cards, live figures and the latest audit entries. */
export function Home() {
  const translate = useTranslate();
  const stats = useAdminStats();
  const data = stats.data;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('app.menu.home')} />
      <Box>
        <Typography variant="h5" component="h1">
          {translate('app.home.welcome')}
        </Typography>
        <Typography color="text.secondary">{translate('app.home.subtitle')}</Typography>
      </Box>
      <StatCards
        columns={4}
        loading={stats.isPending}
        stats={[
          { label: 'app.stats.total', value: data?.totalBusinesses },
          { label: 'app.stats.pending', value: data?.pendingBusinesses },
          { label: 'app.stats.countries', value: data?.totalCountries },
          { label: 'app.stats.cities', value: data?.totalCities },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {QUICK_LINKS.map((link) => (
            <Card key={link.to}>
              <CardActionArea component={Link} to={link.to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                  <Box sx={{ color: 'primary.main', display: 'flex' }}>{link.icon}</Box>
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{translate(link.text)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(link.hint)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
        <RecentActivity />
      </Box>
    </Box>
  );
}
