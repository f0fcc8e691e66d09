import type { CSSProperties, ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'fontSize'> {
  /** small 20 px, medium 24 px (the default), large 35 px, inherit the text's size; a number is pixels. */
  fontSize?: 'small' | 'medium' | 'large' | 'inherit' | number;
}

/** A Material icon as a plain, decorative <svg> sized by the font size like MUI's SvgIcon. */
export function icon(shape: ReactNode) {
  return function Icon({ fontSize = 'medium', className, style, ...rest }: IconProps) {
    const size: CSSProperties | undefined = typeof fontSize === 'number' ? { fontSize, ...style } : style;
    const sizeClass = typeof fontSize === 'number' ? '' : ` ui-icon-${fontSize}`;
    return (
      <svg
        className={`ui-icon${sizeClass}${className ? ` ${className}` : ''}`}
        style={size}
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden
        {...rest}
      >
        {shape}
      </svg>
    );
  };
}
