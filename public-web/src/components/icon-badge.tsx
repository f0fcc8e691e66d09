import type { ReactNode } from 'react';
import { cx } from '../ui/cx';
import styles from './icon-badge.module.css';

/**
 * The tinted rounded square an icon sits in, beside a card's or tile's title: 40 px, primary on its light
 * tint, unless the caller's class says otherwise.
 */
export function IconBadge({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.badge, className)}>{children}</div>;
}
