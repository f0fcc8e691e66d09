import { Spinner } from '../ui/feedback';
import { Typography } from '../ui/typography';
import styles from './page-loader.module.css';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className={styles.loader}>
      <Spinner size={36} />
      {/* The page's heading while it loads. */}
      <Typography variant="body2" component="h1">
        {label}
      </Typography>
    </div>
  );
}
