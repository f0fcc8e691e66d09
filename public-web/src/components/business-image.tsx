import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box } from '@mui/material';
import { useState } from 'react';

/** The demo illustrations' size and a common photo shape (16:10); CSS sets the shown size, these give the ratio. */
const INTRINSIC_WIDTH = 640;
const INTRINSIC_HEIGHT = 400;

interface BusinessImageProps {
  src: string | null | undefined;
  /** Empty when text beside the picture already names the business (a card's heading): it is then decoration. */
  alt: string;
  height: number | string | Record<string, number | string>;
  iconSize?: number;
  /** In the first screen (the business page's hero): fetched at once and first, not when scrolled near. */
  priority?: boolean;
}

/** The business photo; without one (or when it fails to load) a neutral illustration with a shop icon. */
export function BusinessImage({ src, alt, height, iconSize = 48, priority = false }: BusinessImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc;
  if (usable) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        width={INTRINSIC_WIDTH}
        height={INTRINSIC_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailedSrc(src)}
        sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'grey.100' }}
      />
    );
  }
  return (
    <Box
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        color: 'rgba(255,255,255,0.9)',
        background: 'linear-gradient(135deg, #3f83f8 0%, #6875f5 50%, #9061f9 100%)',
      }}
    >
      <StorefrontIcon sx={{ fontSize: iconSize }} />
    </Box>
  );
}
