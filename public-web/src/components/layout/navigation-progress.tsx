import { Box, keyframes } from '@mui/material';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin sliding bar while the next page loads: a few lines of CSS instead of MUI's LinearProgress in every first load. */
export function NavigationProgress() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        zIndex: 2000,
        overflow: 'hidden',
        bgcolor: 'primary.light',
      }}
    >
      <Box
        sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite` }}
      />
    </Box>
  );
}
