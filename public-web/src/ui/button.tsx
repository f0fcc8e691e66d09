import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { SiteLink } from './site-link';
import { cx } from './cx';

type Shared = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonHTMLAttributes<HTMLButtonElement>;

export interface ButtonProps extends Omit<Shared, 'color'> {
  variant?: 'text' | 'contained' | 'outlined';
  color?: 'primary' | 'inherit' | 'error';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** A route of this site: the button is a router link. */
  to?: string;
  /** Router link options. */
  replace?: boolean;
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

/** A button, or a link that looks like one when given `to` (a route) or `href`. */
export function Button({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth,
  startIcon,
  endIcon,
  to,
  href,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = cx(
    'ui-button',
    variant !== 'text' && `ui-button-${variant}`,
    color !== 'primary' && `ui-button-${color}`,
    size !== 'medium' && `ui-button-${size}`,
    fullWidth && 'ui-button-full',
    className,
  );
  const content = (
    <>
      {startIcon && <span className="ui-button-icon">{startIcon}</span>}
      {children}
      {endIcon && <span className="ui-button-icon-end">{endIcon}</span>}
    </>
  );
  if (to !== undefined)
    return (
      <SiteLink to={to} className={classes} {...rest}>
        {content}
      </SiteLink>
    );
  if (href !== undefined)
    return (
      <a href={href} className={classes} {...rest}>
        {content}
      </a>
    );
  return (
    <button type={type ?? 'button'} className={classes} {...rest}>
      {content}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'variant' | 'startIcon' | 'endIcon' | 'fullWidth'> {
  edge?: 'end';
}

/** A round button holding one icon; give it an aria-label. */
export function IconButton({ edge, size, to, href, className, type, color, ...rest }: IconButtonProps) {
  const classes = cx(
    'ui-icon-button',
    size === 'small' && 'ui-icon-button-small',
    edge === 'end' && 'ui-icon-button-end',
    color === 'inherit' && 'ui-button-inherit',
    className,
  );
  if (to !== undefined) return <SiteLink to={to} className={classes} {...rest} />;
  if (href !== undefined) return <a href={href} className={classes} {...rest} />;
  return <button type={type ?? 'button'} className={classes} {...rest} />;
}
