import styles from './navigation-progress.module.css';

/** A thin sliding bar while the next page loads. */
export function NavigationProgress() {
  return (
    <div role="progressbar" aria-label="Loading page" className={styles.track}>
      <div className={styles.bar} />
    </div>
  );
}
