import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box } from '@mui/material';
import { useState } from 'react';

interface BusinessImageProps {
  src: string | null | undefined;
  alt: string;
  height: number | string | Record<string, number | string>;
  iconSize?: number;
}

/** The business photo; without one (or when it fails to load) a neutral illustration with a shop icon. */
export function BusinessImage({ src, alt, height, iconSize = 48 }: BusinessImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc;
  if (usable) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setFailedSrc(src)}
        sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'grey.100' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={alt}
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
