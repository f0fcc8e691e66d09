import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from './cx';

/** A turning ring; give it an aria-label when nothing else says what is loading. */
export function Spinner({
  size = 40,
  color,
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { size?: number; color?: 'inherit' }) {
  return (
    <span
      role="progressbar"
      className={cx('ui-spinner', color === 'inherit' && 'ui-spinner-inherit', className)}
      style={{ width: size, height: size, borderWidth: Math.max(2, size / 11) }}
      {...rest}
    />
  );
}

/** A bar: `value` (0–100) fills it; without one it runs back and forth. */
export function ProgressBar({ value, className, ...rest }: HTMLAttributes<HTMLSpanElement> & { value?: number }) {
  const determinate = typeof value === 'number';
  return (
    <span
      role="progressbar"
      aria-valuenow={determinate ? Math.round(value) : undefined}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      className={cx('ui-bar', !determinate && 'ui-bar-indeterminate', className)}
      {...rest}
    >
      <span className="ui-bar-fill" style={determinate ? { transform: `scaleX(${value / 100})` } : undefined} />
    </span>
  );
}

interface SkeletonProps {
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A grey placeholder where content is still loading. */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={cx('ui-skeleton', `ui-skeleton-${variant}`, className)}
      style={width !== undefined || height !== undefined ? { width, height } : undefined}
    />
  );
}
