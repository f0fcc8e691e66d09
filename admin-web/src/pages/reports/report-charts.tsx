import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { PieChart } from '@mui/x-charts/PieChart';
import type { AdminReports, AdminStats } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { useActionLabel } from '../../components/use-action-label';
import { activityByDay, completenessShares, shortDay } from './report-figures';

/**
 * The charts of the reports page (MUI X Charts), in a module of their own that the page loads
 * lazily: the charts library stays out of every other screen's download. Each chart takes the
 * width of its card, so the page fits a phone without scrolling sideways.
 */

const BAR_HEIGHT = 26;
const NO_DATA = 'app.reports.no_data';

function useChartText() {
  const translate = useTranslate();
  return { noData: translate(NO_DATA), loading: translate('ra.page.loading') };
}

/** Horizontal bars, largest first, with names beside them. */
export function RankingChart({ rows }: { rows: Array<{ name: string; count: number }> }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <BarChart
      dataset={rows}
      layout="horizontal"
      height={Math.max(120, rows.length * BAR_HEIGHT + 40)}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 110, tickLabelStyle: { fontSize: 11 } }]}
      xAxis={[{ tickNumber: 3, valueFormatter: (v: number) => format.number(v) }]}
      series={[
        { dataKey: 'count', label: translate('app.reports.businesses'), valueFormatter: (v) => format.number(v) },
      ]}
      hideLegend
      localeText={useChartText()}
      margin={{ left: 4, right: 28 }}
    />
  );
}

export function ApprovalsChart({ approvals }: { approvals: AdminReports['approvals'] }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <PieChart
      height={200}
      series={[
        {
          innerRadius: 50,
          data: [
            { id: 'approved', value: approvals.approved, label: translate('app.reports.approved'), color: '#2e7d32' },
            { id: 'pending', value: approvals.pending, label: translate('app.reports.pending'), color: '#ed6c02' },
          ],
          valueFormatter: (item) => format.number(item.value),
        },
      ]}
      localeText={useChartText()}
    />
  );
}

/** Thirty days along the bottom, every fifth one labelled. */
const DAY_AXIS = {
  scaleType: 'band',
  dataKey: 'day',
  valueFormatter: shortDay,
  tickLabelInterval: (_: unknown, index: number) => index % 5 === 4,
} as const;

/** Rows added, updated, skipped and failed per day, stacked: each row once (docs/behaviour.md §5 "Counting"). */
export function ImportsChart({ days }: { days: AdminReports['importsPerDay'] }) {
  const translate = useTranslate();
  const format = useFormat();
  const series = (
    [
      ['added', '#2e7d32', 'app.reports.added'],
      ['updated', '#0288d1', 'app.imports.chart_updated'],
      ['skipped', '#9e9e9e', 'app.reports.skipped'],
      ['failed', '#d32f2f', 'app.reports.failed'],
    ] as const
  ).map(([key, color, label]) => ({
    dataKey: key,
    label: translate(label),
    stack: 'rows',
    color,
    valueFormatter: (v: number | null) => format.number(v),
  }));
  return (
    <BarChart
      dataset={days}
      height={260}
      xAxis={[DAY_AXIS]}
      yAxis={[{ width: 48, valueFormatter: (v: number) => format.number(v) }]}
      series={series}
      localeText={useChartText()}
    />
  );
}

/** docs/behaviour.md §13: reviews written per day. */
export function ReviewsChart({ days }: { days: AdminStats['newReviewsByDay'] }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <BarChart
      dataset={days}
      height={220}
      xAxis={[DAY_AXIS]}
      yAxis={[{ width: 40, valueFormatter: (v: number) => format.number(v) }]}
      series={[
        {
          dataKey: 'count',
          label: translate('app.reviews.count'),
          color: '#f5a623',
          valueFormatter: (v: number | null) => format.number(v),
        },
      ]}
      hideLegend
      localeText={useChartText()}
    />
  );
}

/** Audit-log entries per day, stacked by action. */
export function ActivityChart({ activity, days }: { activity: AdminReports['adminActivity']; days: string[] }) {
  const actionLabel = useActionLabel();
  const { actions, rows } = activityByDay(activity, days);
  return (
    <BarChart
      dataset={rows}
      height={300}
      xAxis={[DAY_AXIS]}
      yAxis={[{ width: 40 }]}
      series={actions.map((action) => ({ dataKey: action, label: actionLabel(action), stack: 'actions' }))}
      localeText={useChartText()}
    />
  );
}

/** One gauge per kind of data: the share of businesses that carry it. */
export function CompletenessGauges({ completeness }: { completeness: AdminReports['completeness'] }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))' }}>
      {completenessShares(completeness).map(({ field, share }) => (
        <Box key={field} sx={{ textAlign: 'center', minWidth: 0 }}>
          <Gauge
            height={110}
            value={share}
            valueMin={0}
            valueMax={100}
            startAngle={-110}
            endAngle={110}
            innerRadius="75%"
            text={format.percent(share)}
            aria-label={translate(`app.reports.${field}`)}
          />
          <Typography variant="body2">{translate(`app.reports.${field}`)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
