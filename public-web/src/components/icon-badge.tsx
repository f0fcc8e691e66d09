import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../ui/cx';
import styles from './icon-badge.module.css';

interface IconBadgeProps {
  children: ReactNode;
  /** Pixels; 40 unless told. */
  size?: number;
  /** A palette name (`success.main`) or any CSS colour; the primary blue unless told. */
  color?: string;
  /** A palette name (`primary.light`) or any CSS colour; the light primary tint unless told. */
  bgcolor?: string;
  className?: string;
}

/** The theme's palette names the callers use, as the stylesheet's variables. */
const PALETTE: Record<string, string> = {
  'primary.main': 'var(--primary)',
  'primary.light': 'var(--primary-light)',
  'primary.dark': 'var(--primary-dark)',
  'secondary.main': 'var(--secondary)',
  'success.main': 'var(--success)',
  'warning.main': 'var(--warning)',
  'error.main': 'var(--error)',
  'text.primary': 'var(--text)',
  'text.secondary': 'var(--text-secondary)',
  'background.paper': 'var(--paper)',
  'background.default': 'var(--bg)',
};

/** The tinted rounded square an icon sits in, beside a card's or tile's title. */
export function IconBadge({ children, size, color, bgcolor, className }: IconBadgeProps) {
  // The default badge is all in the stylesheet; a caller's own size or colours are only known at run time.
  const custom: CSSProperties = {};
  if (size !== undefined && size !== 40) custom.width = custom.height = size;
  if (color !== undefined) custom.color = PALETTE[color] ?? color;
  if (bgcolor !== undefined) custom.backgroundColor = PALETTE[bgcolor] ?? bgcolor;
  return (
    <div className={cx(styles.badge, className)} style={Object.keys(custom).length ? custom : undefined}>
      {children}
    </div>
  );
}
