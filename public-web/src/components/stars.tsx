import styles from './stars.module.css';

const SIZE_CLASSES = { small: styles.small, medium: styles.medium, large: styles.large } as const;
const FIVE = '★★★★★';

interface StarsProps {
  /** 0–5, drawn to the tenth. */
  value: number;
  label: string;
  size?: keyof typeof SIZE_CLASSES;
}

/** Five stars filled to `value`: a gold row of ★ clipped over a grey one (MUI's Rating draws 50 SVG icons). */
export function Stars({ value, label, size = 'small' }: StarsProps) {
  const filled = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  return (
    <span role="img" aria-label={label} className={`${styles.stars} ${SIZE_CLASSES[size]}`}>
      <span aria-hidden>{FIVE}</span>
      <span aria-hidden className={styles.filled} style={{ width: filled }}>
        {FIVE}
      </span>
    </span>
  );
}
