import PeopleIcon from '@mui/icons-material/People';
import { Box, CardActionArea } from '@mui/material';
import type { AdminStats } from '@directory/shared';
import { Link, useTranslate } from 'react-admin';
import { useFormat } from '../components/format';
import { SectionCard } from '../components/section-card';
import { StatCard } from '../components/stat-card';
import { ReviewsPerDayBars } from './reviews-overview';

/** docs/behaviour.md §12 on the dashboard: the accounts (a way into 'Kullanıcılar') and new accounts per day. */
export function AccountsOverview({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 2fr' } }}>
      <CardActionArea
        component={Link}
        to="/accounts"
        sx={{ height: '100%', borderRadius: 1 }}
        data-testid="accounts-tile"
      >
        <StatCard
          label={translate('app.accounts.tile')}
          value={format.number(stats?.accounts)}
          icon={<PeopleIcon fontSize="inherit" />}
          loading={loading}
        />
      </CardActionArea>
      <SectionCard title={translate('app.accounts.per_day')}>
        {stats ? <ReviewsPerDayBars days={stats.newAccountsByDay} totalKey="app.accounts.per_day_total" /> : null}
      </SectionCard>
    </Box>
  );
}
