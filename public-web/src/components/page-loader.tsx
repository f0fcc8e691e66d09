import { Box, CircularProgress, Typography } from '@mui/material';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 12, color: 'text.secondary' }}>
      <CircularProgress size={36} />
      {/* The page's heading while it loads. */}
      <Typography variant="body2" component="h1">
        {label}
      </Typography>
    </Box>
  );
}
