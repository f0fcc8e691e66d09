import { openStatus, type BusinessHours } from '@directory/shared';
import { Chip } from '../../../ui/chip';
import { cx } from '../../../ui/cx';
import { AccessTimeIcon } from '../../../ui/icons/access-time';
import { useMinuteClock } from '../hooks/use-minute-clock';
import styles from './open-status-badge.module.css';

interface OpenStatusBadgeProps {
  hours: BusinessHours[];
  /** The business's IANA zone; null reads the hours on the visitor's clock. */
  timeZone: string | null;
}

/** Backgrounds dark enough for white text at 4.5:1 or more (WCAG AA): green 5.1:1, amber 5.0:1, red 5.0:1. */
const BACKGROUND = { open: styles.open, 'opens-at': styles.opensAt, closed: styles.closed } as const;

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
      className={cx(styles.badge, BACKGROUND[status.kind])}
    />
  );
}
