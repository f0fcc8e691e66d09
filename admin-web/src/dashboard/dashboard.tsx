import CategoryIcon from '@mui/icons-material/Category';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import PublicIcon from '@mui/icons-material/Public';
import StoreIcon from '@mui/icons-material/Store';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { percent } from '@directory/shared';
import { Link, Title, useTranslate } from 'react-admin';
import { useFormat } from '../components/format';
import { SectionCard } from '../components/section-card';
import { StatCards } from '../components/stat-card';
import { useAdminStats } from '../providers/queries';
import { AccountsOverview } from './accounts-overview';
import { ClaimsOverview } from './claims-overview';
import { ReviewsOverview } from './reviews-overview';
import { topCategories } from './top-categories';

/** docs/screens.md §2 "Admin dashboard page", with live figures only (docs/behaviour.md §0). */
export function Dashboard() {
  const translate = useTranslate();
  const format = useFormat();
  const stats = useAdminStats();
  const data = stats.data;
  const loading = stats.isPending;
  const top = topCategories(data?.categories, data?.totalBusinesses ?? 0);

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      {stats.isError ? <Alert severity="error">{translate('app.common.load_error')}</Alert> : null}
      {data && data.totalBusinesses > 0 ? (
        <Alert severity="success" icon={<CheckCircleIcon />}>
          <AlertTitle>{translate('app.dashboard.totals')}</AlertTitle>
          {translate('app.dashboard.totals_text', {
            total: format.number(data.totalBusinesses),
            approved: format.number(data.approvedBusinesses),
            pending: format.number(data.pendingBusinesses),
            categories: format.number(data.totalCategories),
            countries: format.number(data.totalCountries),
            cities: format.number(data.totalCities),
          })}
        </Alert>
      ) : null}
      <StatCards
        loading={loading}
        stats={[
          { label: 'app.stats.total', value: data?.totalBusinesses, icon: <StoreIcon fontSize="inherit" /> },
          {
            label: 'app.stats.approved',
            value: data?.approvedBusinesses,
            icon: <CheckCircleIcon fontSize="inherit" />,
            hint: data ? format.percent(Number(percent(data.approvedBusinesses, data.totalBusinesses))) : null,
          },
          { label: 'app.stats.pending', value: data?.pendingBusinesses, icon: <HourglassTopIcon fontSize="inherit" /> },
          { label: 'app.stats.categories', value: data?.totalCategories, icon: <CategoryIcon fontSize="inherit" /> },
          { label: 'app.stats.countries', value: data?.totalCountries, icon: <PublicIcon fontSize="inherit" /> },
          { label: 'app.stats.cities', value: data?.totalCities, icon: <LocationCityIcon fontSize="inherit" /> },
        ]}
      />
      <ReviewsOverview stats={data} loading={loading} />
      <ClaimsOverview stats={data} loading={loading} />
      <AccountsOverview stats={data} loading={loading} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <SectionCard title={translate('app.dashboard.top_categories')}>
          {loading ? <LinearProgress /> : null}
          {!loading && top.length === 0 ? (
            <Typography color="text.secondary">{translate('app.dashboard.no_categories')}</Typography>
          ) : null}
          <Stack spacing={2}>
            {top.map((row) => (
              <Box key={row.category}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.category}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {format.number(row.count)} · {format.percent(row.share)}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, row.share)}
                  sx={{ height: 8, borderRadius: 4 }}
                  aria-label={row.category}
                />
              </Box>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title={translate('app.dashboard.import_export')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.dashboard.import_export_text')}
          </Typography>
          <Stack spacing={1}>
            <Button component={Link} to="/upload" variant="contained" startIcon={<UploadFileIcon />}>
              {translate('app.menu.upload')}
            </Button>
            <Button component={Link} to="/businesses" variant="outlined" startIcon={<StoreIcon />}>
              {translate('app.dashboard.go_businesses')}
            </Button>
          </Stack>
        </SectionCard>
      </Box>
    </Box>
  );
}
