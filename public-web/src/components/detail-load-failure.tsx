import { Container } from '../ui/layout';
import styles from './detail-load-failure.module.css';
import { BackButton, RetryButton } from './state-actions';
import { StateMessage } from './state-message';

interface DetailLoadFailureProps {
  /** What the page shows, in lower case: 'city', 'country'. */
  thing: string;
  notFound: boolean;
  backTo: string;
  backLabel: string;
  /** Offered when the load failed for another reason than 'not found'. */
  onRetry?: () => unknown;
}

/** A detail page in place of its record: not found (with the way back to the list), or failed to load. */
export function DetailLoadFailure({ thing, notFound, backTo, backLabel, onRetry }: DetailLoadFailureProps) {
  const title = thing.charAt(0).toUpperCase() + thing.slice(1);
  return (
    <Container maxWidth="md" className={styles.page}>
      {notFound ? (
        <StateMessage
          headingLevel="h1"
          title={`${title} not found`}
          text={`We could not find this ${thing} in the directory.`}
          action={<BackButton to={backTo}>{backLabel}</BackButton>}
        />
      ) : (
        <StateMessage
          kind="error"
          headingLevel="h1"
          title={`Unable to load ${thing}`}
          text={`There was an error loading this ${thing}. Please try again later.`}
          action={onRetry && <RetryButton onRetry={onRetry} />}
        />
      )}
    </Container>
  );
}
