import type { ReactNode } from 'react';
import { SiteLink } from './site-link';
import { cx } from './cx';

export interface ChipProps {
  label: ReactNode;
  icon?: ReactNode;
  size?: 'small' | 'medium';
  color?: 'default' | 'primary' | 'success' | 'error';
  variant?: 'filled' | 'outlined';
  /** A route of this site: the chip is a link. */
  to?: string;
  className?: string;
  title?: string;
}

/** A short label in a pill (`.ui-chip`), or a link to `to`. */
export function Chip({
  label,
  icon,
  size = 'medium',
  color = 'default',
  variant = 'filled',
  to,
  className,
  title,
}: ChipProps) {
  const classes = cx(
    'ui-chip',
    size === 'small' && 'ui-chip-small',
    variant === 'outlined' && 'ui-chip-outlined',
    color !== 'default' && `ui-chip-${color}`,
    to !== undefined && 'ui-chip-clickable',
    className,
  );
  const content = (
    <>
      {icon}
      <span className="ui-chip-label">{label}</span>
    </>
  );
  return to !== undefined ? (
    <SiteLink to={to} className={classes} title={title}>
      {content}
    </SiteLink>
  ) : (
    <span className={classes} title={title}>
      {content}
    </span>
  );
}
