import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '../../config/site';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${SITE.name} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          background: inverted ? 'rgba(255,255,255,0.15)' : 'linear-gradient(135deg, #1a56db 0%, #7e3af2 100%)',
        }}
      >
        <TravelExploreIcon fontSize="small" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.1rem', letterSpacing: '-0.01em' }}>
        Business Directory
      </Typography>
    </Box>
  );
}
