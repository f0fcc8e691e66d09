import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type TextVariant =
  'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'subtitle2' | 'body1' | 'body2' | 'caption' | 'overline';

/** The element each variant renders unless `component` says otherwise (MUI's mapping). */
const ELEMENTS: Record<TextVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

const COLORS = {
  inherit: undefined,
  'text.primary': undefined,
  'text.secondary': 't-secondary',
  primary: 't-primary',
  error: 't-error',
  'success.main': 't-success',
} as const;

export interface TypographyProps extends HTMLAttributes<HTMLElement> {
  variant?: TextVariant;
  component?: ElementType;
  color?: keyof typeof COLORS;
  align?: 'center';
  gutterBottom?: boolean;
  noWrap?: boolean;
  htmlFor?: string;
  children?: ReactNode;
}

/** Text in the site's type scale (src/ui/ui.css). */
export function Typography({
  variant = 'body1',
  component,
  color,
  align,
  gutterBottom,
  noWrap,
  className,
  ...rest
}: TypographyProps) {
  const Element = component ?? ELEMENTS[variant];
  return (
    <Element
      className={cx(
        `t-${variant}`,
        color && COLORS[color],
        align === 'center' && 't-center',
        gutterBottom && 't-gutter',
        noWrap && 't-nowrap',
        className,
      )}
      {...rest}
    />
  );
}
