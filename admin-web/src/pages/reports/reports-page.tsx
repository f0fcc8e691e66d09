import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RateReviewIcon from '@mui/icons-material/RateReview';
import StoreIcon from '@mui/icons-material/Store';
import { Alert, Box, Skeleton } from '@mui/material';
import { percent } from '@directory/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { SectionCard } from '../../components/section-card';
import { StatCards } from '../../components/stat-card';
import { useActionLabel } from '../../components/use-action-label';
import { useAdminReports, useAdminStats } from '../../providers/queries';
import { ChartTable } from './chart-table';
import { completenessShares, countryNamer } from './report-figures';

const charts = () => import('./report-charts');
const RankingChart = lazy(() => charts().then((m) => ({ default: m.RankingChart })));
const ApprovalsChart = lazy(() => charts().then((m) => ({ default: m.ApprovalsChart })));
const ImportsChart = lazy(() => charts().then((m) => ({ default: m.ImportsChart })));
const ActivityChart = lazy(() => charts().then((m) => ({ default: m.ActivityChart })));
const CompletenessGauges = lazy(() => charts().then((m) => ({ default: m.CompletenessGauges })));
const ReviewsChart = lazy(() => charts().then((m) => ({ default: m.ReviewsChart })));

/**
 * A card with a chart (loaded lazily) and, outside the wait for it, the table of its figures
 * (`head` and `rows`) under the card's title.
 */
function Chart({
  title,
  height = 240,
  children,
  head,
  rows,
}: {
  title: string;
  height?: number;
  children: ReactNode;
  head?: string[];
  rows?: ReactNode[][];
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <SectionCard title={title} contentSx={{ minWidth: 0, overflow: 'hidden', position: 'relative' }}>
        <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>{children}</Suspense>
        {head && rows ? <ChartTable caption={title} head={head} rows={rows} /> : null}
      </SectionCard>
    </Box>
  );
}

/** docs/screens.md §2 "Admin reports": the directory's figures from `GET /api/admin/reports`, as charts. */
export function ReportsPage() {
  const translate = useTranslate();
  const format = useFormat();
  const actionLabel = useActionLabel();
  const [locale] = useLocaleState();
  const reports = useAdminReports();
  const stats = useAdminStats();
  const data = reports.data;
  const countryName = countryNamer(locale);
  const count = translate('app.reports.businesses');

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate('app.menu.reports')} />
      {reports.isError ? <Alert severity="error">{translate('app.common.load_error')}</Alert> : null}
      <StatCards
        loading={reports.isPending}
        stats={[
          {
            label: 'app.reports.total',
            value: data ? data.approvals.approved + data.approvals.pending : null,
            icon: <StoreIcon fontSize="inherit" />,
          },
          {
            label: 'app.reports.approved',
            value: data?.approvals.approved,
            icon: <CheckCircleIcon fontSize="inherit" />,
            hint: data
              ? format.percent(
                  Number(percent(data.approvals.approved, data.approvals.approved + data.approvals.pending)),
                )
              : null,
          },
          {
            label: 'app.reports.pending',
            value: data?.approvals.pending,
            icon: <HourglassTopIcon fontSize="inherit" />,
          },
        ]}
      />
      <StatCards
        loading={stats.isPending}
        stats={[
          {
            label: 'app.reviews.pending_tile',
            value: stats.data?.pendingReviews,
            icon: <HourglassTopIcon fontSize="inherit" />,
          },
          {
            label: 'app.reviews.published_tile',
            value: stats.data?.publishedReviews,
            icon: <RateReviewIcon fontSize="inherit" />,
          },
        ]}
      />
      {data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Chart
            title={translate('app.reports.by_country')}
            height={420}
            head={[translate('app.reports.country'), count]}
            rows={data.businessesByCountry.map((c) => [countryName(c.countryCode), format.number(c.count)])}
          >
            <RankingChart
              rows={data.businessesByCountry.map((c) => ({ name: countryName(c.countryCode), count: c.count }))}
            />
          </Chart>
          <Chart
            title={translate('app.reports.by_category')}
            height={420}
            head={[translate('app.reports.category'), count]}
            rows={data.businessesByCategory.map((c) => [c.category, format.number(c.count)])}
          >
            <RankingChart rows={data.businessesByCategory.map((c) => ({ name: c.category, count: c.count }))} />
          </Chart>
          <Chart title={translate('app.reports.approvals')} height={200}>
            <ApprovalsChart approvals={data.approvals} />
          </Chart>
          <Chart
            title={translate('app.reports.completeness')}
            height={150}
            head={[translate('app.reports.data'), count, '%']}
            rows={completenessShares(data.completeness).map((s) => [
              translate(`app.reports.${s.field}`),
              format.number(s.count),
              format.percent(s.share),
            ])}
          >
            <CompletenessGauges completeness={data.completeness} />
          </Chart>
          <Chart
            title={translate('app.reports.imports_per_day')}
            height={260}
            head={[
              '',
              translate('app.reports.added'),
              translate('app.imports.chart_updated'),
              translate('app.reports.skipped'),
              translate('app.reports.failed'),
            ]}
            rows={data.importsPerDay
              .filter((d) => d.added + d.updated + d.skipped + d.failed > 0)
              .map((d) => [
                d.day,
                format.number(d.added),
                format.number(d.updated),
                format.number(d.skipped),
                format.number(d.failed),
              ])}
          >
            <ImportsChart days={data.importsPerDay} />
          </Chart>
          <Chart
            title={translate('app.reports.activity')}
            height={300}
            head={['', translate('app.reports.action'), count]}
            rows={data.adminActivity.map((a) => [a.day, actionLabel(a.action), format.number(a.count)])}
          >
            <ActivityChart activity={data.adminActivity} days={data.importsPerDay.map((d) => d.day)} />
          </Chart>
          {stats.data ? (
            <Chart
              title={translate('app.reviews.per_day')}
              height={220}
              head={[translate('app.reviews.day'), translate('app.reviews.count')]}
              rows={stats.data.newReviewsByDay.filter((d) => d.count > 0).map((d) => [d.day, format.number(d.count)])}
            >
              <ReviewsChart days={stats.data.newReviewsByDay} />
            </Chart>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
