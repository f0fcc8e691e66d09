import { Button } from '../../../ui/button';
import { Typography } from '../../../ui/typography';
import { CheckCircleIcon } from '../../../ui/icons/check-circle';
import styles from './submission-done.module.css';

/** Shown in place of the form once the server has stored the submission. */
export function SubmissionDone({ message, onAnother }: { message: string; onAnother: () => void }) {
  return (
    <div role="status" className={styles.done}>
      <CheckCircleIcon className={styles.icon} />
      <Typography variant="h5" component="h2" gutterBottom>
        Business submitted
      </Typography>
      <Typography color="text.secondary" className={styles.message}>
        {message}
      </Typography>
      <div className={styles.actions}>
        <Button variant="contained" onClick={onAnother}>
          Submit another business
        </Button>
        <Button to="/" variant="outlined">
          Back to Home
        </Button>
      </div>
    </div>
  );
}
