import { ProgressBar } from '../ui/feedback';
import styles from './count-bar.module.css';

/** A bar relative to the largest value on the page (docs/screens.md §2 list cards). */
export function CountBar({ value, max, label }: { value: number; max: number; label: string }) {
  const width = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return <ProgressBar value={width} aria-label={label} className={styles.bar} />;
}
