import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Box, CardActionArea, Tooltip, Typography } from '@mui/material';
import type { AdminStats } from '@directory/shared';
import { Link, useTranslate } from 'react-admin';
import { useFormat } from '../components/format';
import { SectionCard } from '../components/section-card';
import { StatCard } from '../components/stat-card';
import { shortDay } from '../pages/reports/report-figures';

/** The review queue with its filter set, whatever filter the list last had. */
export const REVIEW_QUEUE_PATH = `/reviews?filter=${encodeURIComponent(JSON.stringify({ state: 'pending' }))}`;

/** Thirty thin bars, one a day, as tall as the day's share of the busiest day; the figures are in each bar's title. */
export function ReviewsPerDayBars({
  days,
  totalKey = 'app.reviews.per_day_total',
}: {
  days: AdminStats['newReviewsByDay'];
  /** The sentence under the bars, with the period's total as `count`. */
  totalKey?: string;
}) {
  const format = useFormat();
  const translate = useTranslate();
  const most = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <Box>
      <Box
        data-testid="reviews-per-day"
        sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 80, minWidth: 0 }}
      >
        {days.map((d) => (
          <Tooltip key={d.day} title={`${shortDay(d.day)}: ${format.number(d.count)}`}>
            <Box
              role="img"
              aria-label={`${shortDay(d.day)}: ${format.number(d.count)}`}
              sx={{
                flex: '1 1 0',
                minWidth: 0,
                height: `${Math.max(2, (d.count / most) * 100)}%`,
                bgcolor: d.count > 0 ? 'primary.main' : 'action.disabledBackground',
                borderRadius: '2px 2px 0 0',
              }}
            />
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {days.length ? shortDay(days[0].day) : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {days.length ? shortDay(days[days.length - 1].day) : ''}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(totalKey, { count: format.number(total) })}
      </Typography>
    </Box>
  );
}

/** docs/behaviour.md §13 on the dashboard: the moderation queue (a way into it), the published reviews, reviews per day. */
export function ReviewsOverview({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 2fr' } }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: '1fr' } }}>
        <CardActionArea
          component={Link}
          to={REVIEW_QUEUE_PATH}
          sx={{ height: '100%', borderRadius: 1 }}
          data-testid="pending-reviews-tile"
        >
          <StatCard
            label={translate('app.reviews.pending_tile')}
            value={format.number(stats?.pendingReviews)}
            icon={<HourglassTopIcon fontSize="inherit" />}
            hint={translate('app.reviews.go_queue')}
            loading={loading}
          />
        </CardActionArea>
        <StatCard
          label={translate('app.reviews.published_tile')}
          value={format.number(stats?.publishedReviews)}
          icon={<RateReviewIcon fontSize="inherit" />}
          loading={loading}
        />
      </Box>
      <SectionCard title={translate('app.reviews.per_day')}>
        {stats ? <ReviewsPerDayBars days={stats.newReviewsByDay} /> : null}
      </SectionCard>
    </Box>
  );
}
