import { Typography } from '../../../ui/typography';
import type { SearchPositionState } from '../hooks/use-search-position';
import styles from './position-status.module.css';

const SAYS: Record<SearchPositionState, string> = {
  idle: '',
  locating: 'Finding your location…',
  refused: 'Location not shared — results are not sorted by distance.',
  unavailable: 'Your location is not available right now — results are not sorted by distance.',
};

/**
 * One polite line about the visitor's position while a 'near me' search waits for it or goes
 * without it. Always in the page, empty when there is nothing to say, so screen readers hear it change.
 */
export function PositionStatus({ state }: { state: SearchPositionState }) {
  return (
    <Typography
      role="status"
      variant="body2"
      color="text.secondary"
      className={state === 'idle' ? undefined : styles.saying}
    >
      {SAYS[state]}
    </Typography>
  );
}
