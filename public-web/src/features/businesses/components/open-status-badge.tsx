import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Chip } from '@mui/material';
import { openStatus, type BusinessHours } from '@directory/shared';
import { useMinuteClock } from '../hooks/use-minute-clock';

interface OpenStatusBadgeProps {
  hours: BusinessHours[];
  /** The business's IANA zone; null reads the hours on the visitor's clock. */
  timeZone: string | null;
}

/** Backgrounds dark enough for white text at 4.5:1 or more (WCAG AA): green 5.1:1, amber 5.0:1, red 5.0:1. */
const BACKGROUND = { open: '#2e7d32', 'opens-at': '#b45309', closed: '#d32f2f' } as const;

/** docs/screens.md §4 open/closed badge on the business's own clock (docs/behaviour.md §0), shown once the page runs in the browser. */
export function OpenStatusBadge({ hours, timeZone }: OpenStatusBadgeProps) {
  const now = useMinuteClock();
  // Unknown hours say nothing about now: no badge rather than a red "Closed".
  if (now === null || hours.length === 0) return null;
  const status = openStatus(hours, now, timeZone);
  return (
    <Chip
      icon={<AccessTimeIcon />}
      label={status.label}
      size="small"
      sx={{ fontWeight: 700, color: '#fff', bgcolor: BACKGROUND[status.kind], '& .MuiChip-icon': { color: '#fff' } }}
    />
  );
}
