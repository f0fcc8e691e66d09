import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Chip } from '@mui/material';
import { openStatus, type BusinessHours } from '@directory/shared';
import { useMinuteClock } from '../hooks/use-minute-clock';

interface OpenStatusBadgeProps {
  hours: BusinessHours[];
  /** The business's IANA zone; null reads the hours on the visitor's clock. */
  timeZone: string | null;
}

/** Spec §4 open/closed badge on the business's own clock (CONTRACT §0), shown once the page runs in the browser. */
export function OpenStatusBadge({ hours, timeZone }: OpenStatusBadgeProps) {
  const now = useMinuteClock();
  if (now === null) return null;
  const status = openStatus(hours, now, timeZone);
  const color = status.kind === 'open' ? 'success' : status.kind === 'opens-at' ? 'warning' : 'error';
  return (
    <Chip
      icon={<AccessTimeIcon />}
      label={status.label}
      color={color}
      size="small"
      sx={{ fontWeight: 700, color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
    />
  );
}
