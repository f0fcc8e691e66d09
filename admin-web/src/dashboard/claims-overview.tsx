import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, CardActionArea } from '@mui/material';
import type { AdminStats } from '@directory/shared';
import { Link, useTranslate } from 'react-admin';
import { useFormat } from '../components/format';
import { StatCard } from '../components/stat-card';
import { openChangeRequestsOf } from '../resources/change-requests/change-requests-api';

const pendingOf = (resource: string) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify({ state: 'pending' }))}`;

/** The claims queue and the change-request queue with their filter set, whatever filter each list last had. */
export const CLAIM_QUEUE_PATH = pendingOf('claims');
export const CHANGE_REQUEST_QUEUE_PATH = pendingOf('change-requests');

/** docs/behaviour.md §14 on the dashboard: the open claims and change requests, each a way into its queue. */
export function ClaimsOverview({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const tiles = [
    {
      to: CLAIM_QUEUE_PATH,
      testId: 'open-claims-tile',
      label: 'app.claims.tile',
      value: stats?.openClaims,
      hint: 'app.claims.go_queue',
      icon: <AssignmentIndIcon fontSize="inherit" />,
    },
    {
      to: CHANGE_REQUEST_QUEUE_PATH,
      testId: 'open-change-requests-tile',
      label: 'app.change_requests.tile',
      value: openChangeRequestsOf(stats),
      hint: 'app.change_requests.go_queue',
      icon: <EditNoteIcon fontSize="inherit" />,
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, 1fr)' } }}>
      {tiles.map((tile) => (
        <CardActionArea
          key={tile.to}
          component={Link}
          to={tile.to}
          sx={{ height: '100%', borderRadius: 1 }}
          data-testid={tile.testId}
        >
          <StatCard
            label={translate(tile.label)}
            value={format.number(tile.value)}
            icon={tile.icon}
            hint={translate(tile.hint)}
            loading={loading}
          />
        </CardActionArea>
      ))}
    </Box>
  );
}
