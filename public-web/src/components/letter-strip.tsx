import { Button } from '../ui/button';
import { cx } from '../ui/cx';
import styles from './letter-strip.module.css';

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

interface LetterStripProps {
  /** Each letter links to `{basePath}/{letter}`, the letter in lower case (the canonical form). */
  basePath: string;
  active?: string;
  /** Show an 'All' link back to `basePath` while a letter is active. */
  showAll?: boolean;
  label: string;
  dense?: boolean;
}

/** The A–Z strip of real links (`/categories/a` …); docs/screens.md §2 (Home, Categories list, Cities directory). */
export function LetterStrip({ basePath, active, showAll = false, label, dense = false }: LetterStripProps) {
  return (
    <nav aria-label={label} className={cx(styles.strip, dense && styles.dense)}>
      {showAll && active && (
        <Button to={basePath} size="small" variant="outlined" className={styles.all}>
          All
        </Button>
      )}
      {ALPHABET.map((letter) => {
        const current = letter === active;
        return (
          <Button
            key={letter}
            to={`${basePath}/${letter.toLowerCase()}`}
            size="small"
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
            aria-label={`${label}: ${letter}`}
            className={styles.letter}
          >
            {letter}
          </Button>
        );
      })}
    </nav>
  );
}
