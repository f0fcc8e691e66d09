import type { ElementType, HTMLAttributes } from 'react';
import { SiteLink } from './site-link';
import { cx } from './cx';

interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  component?: ElementType;
}

export function Paper({
  variant = 'elevation',
  component: Element = 'div',
  className,
  ...rest
}: SurfaceProps & { variant?: 'outlined' | 'elevation' }) {
  return <Element className={cx('ui-paper', variant === 'outlined' && 'ui-paper-outlined', className)} {...rest} />;
}

/** An outlined card (the theme's only kind). */
export function Card({ component: Element = 'div', className, ...rest }: SurfaceProps) {
  return <Element className={cx('ui-card', className)} {...rest} />;
}

export function CardContent({ component: Element = 'div', className, ...rest }: SurfaceProps) {
  return <Element className={cx('ui-card-content', className)} {...rest} />;
}

/** A whole card as one link to `to`. */
export function CardLink({ to, className, ...rest }: HTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <SiteLink to={to} className={cx('ui-card-action', className)} {...rest} />;
}
