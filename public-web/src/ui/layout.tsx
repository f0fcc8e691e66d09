import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

/** MUI's spacing unit: `spacing={2}` is 16 px. */
const spacing = (units: number) => `${units * 8}px`;

interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | false;
  component?: ElementType;
}

/** The centred column every page's content sits in, 16 px gutters on a phone, 24 px from 600 px. */
export function Container({ maxWidth = 'lg', component: Element = 'div', className, ...rest }: ContainerProps) {
  return <Element className={cx('ui-container', maxWidth && `ui-container-${maxWidth}`, className)} {...rest} />;
}

interface StackProps extends HTMLAttributes<HTMLElement> {
  direction?: 'row' | 'column';
  /** The gap between items, in spacing units. */
  spacing?: number;
  alignItems?: CSSProperties['alignItems'];
  justifyContent?: CSSProperties['justifyContent'];
  flexWrap?: CSSProperties['flexWrap'];
  component?: ElementType;
  children?: ReactNode;
}

/** Items in a column (or a row) with a gap between them. Responsive layouts belong in a CSS Module. */
export function Stack({
  direction = 'column',
  spacing: gap = 0,
  alignItems,
  justifyContent,
  flexWrap,
  component: Element = 'div',
  className,
  style,
  ...rest
}: StackProps) {
  const layout: CSSProperties = { ...style };
  if (gap) layout.gap = spacing(gap);
  if (alignItems) layout.alignItems = alignItems;
  if (justifyContent) layout.justifyContent = justifyContent;
  if (flexWrap) layout.flexWrap = flexWrap;
  return (
    <Element
      className={cx('ui-stack', direction === 'row' && 'ui-stack-row', className)}
      style={Object.keys(layout).length ? layout : undefined}
      {...rest}
    />
  );
}

type Span = 3 | 4 | 5 | 6 | 7 | 8 | 12;
type Size = Span | { xs?: 6 | 12; sm?: 4 | 6 | 12; md?: Span; lg?: 3 | 4 | 6 | 12 };

interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** The row: its cells wrap, `spacing` units apart. */
  container?: boolean;
  spacing?: number;
  /** A cell: its share of the 12 columns, per breakpoint (a number is every width). */
  size?: Size;
  component?: ElementType;
}

/** MUI Grid's 12 columns in static classes (ui.css `.g-{breakpoint}-{n}`). */
export function Grid({
  container,
  spacing: gap,
  size,
  component: Element = 'div',
  className,
  style,
  ...rest
}: GridProps) {
  const sizes = typeof size === 'number' ? { xs: size } : (size ?? {});
  const cells = Object.entries(sizes).map(([breakpoint, n]) => `g-${breakpoint}-${n}`);
  if (typeof size === 'object' && !size.xs) cells.unshift('g-xs-12');
  return (
    <Element
      className={cx(container && 'ui-grid', ...cells, className)}
      style={container && gap ? ({ '--grid-gap': spacing(gap), ...style } as CSSProperties) : style}
      {...rest}
    />
  );
}

export function Divider({ className }: { className?: string }) {
  return <hr className={cx('ui-divider', className)} />;
}
