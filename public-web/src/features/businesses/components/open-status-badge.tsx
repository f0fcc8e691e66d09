import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Chip } from '@mui/material';
import { openStatus, type BusinessHours } from '@directory/shared';
import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** Spec §4 open/closed badge from the visitor's local time; re-evaluated every minute. */
export function OpenStatusBadge({ hours }: { hours: BusinessHours[] }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const status = openStatus(hours, now);
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
