import type { AnchorHTMLAttributes, Ref } from 'react';
import { SiteLink } from './site-link';
import { cx } from './cx';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A route of this site: a router link. */
  to?: string;
  color?: 'primary' | 'inherit';
  underline?: 'hover' | 'always';
  ref?: Ref<HTMLAnchorElement>;
}

/** A text link, underlined on hover, to a route (`to`) or any address (`href`). */
export function Link({ to, color = 'primary', underline = 'hover', className, ...rest }: LinkProps) {
  const classes = cx(
    'ui-link',
    color === 'inherit' && 'ui-link-inherit',
    underline === 'always' && 'ui-link-always',
    className,
  );
  return to !== undefined ? <SiteLink to={to} className={classes} {...rest} /> : <a className={classes} {...rest} />;
}
