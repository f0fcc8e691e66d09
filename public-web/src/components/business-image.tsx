import { useState } from 'react';
import { cx } from '../ui/cx';
import { StorefrontIcon } from '../ui/icons/storefront';
import styles from './business-image.module.css';

/** The demo illustrations' size and a common photo shape (16:10); CSS sets the shown size, these give the ratio. */
const INTRINSIC_WIDTH = 640;
const INTRINSIC_HEIGHT = 400;

interface BusinessImageProps {
  src: string | null | undefined;
  /** Empty when text beside the picture already names the business (a card's heading): it is then decoration. */
  alt: string;
  /** Sets the shown height (per screen width) in the caller's CSS Module. */
  className: string;
  iconSize?: number;
  /** In the first screen (the business page's hero): fetched at once and first, not when scrolled near. */
  priority?: boolean;
}

/** The business photo; without one (or when it fails to load) a neutral illustration with a shop icon. */
export function BusinessImage({ src, alt, className, iconSize = 48, priority = false }: BusinessImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc;
  if (usable) {
    return (
      <img
        className={cx(styles.photo, className)}
        src={src}
        alt={alt}
        width={INTRINSIC_WIDTH}
        height={INTRINSIC_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <div
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={cx(styles.illustration, className)}
    >
      <StorefrontIcon fontSize={iconSize} />
    </div>
  );
}
