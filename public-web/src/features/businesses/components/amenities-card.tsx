import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import StarsIcon from '@mui/icons-material/Stars';
import { Box, Typography } from '@mui/material';
import { expandAmenities, type BusinessAmenity } from '@directory/shared';
import { InfoCard } from './info-card';

export function AmenitiesCard({ amenities }: { amenities: BusinessAmenity[] }) {
  const items = expandAmenities(amenities);
  return (
    <InfoCard title="Amenities & Features" icon={<StarsIcon />}>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No amenities listed for this business yet.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {items.map((item) => (
            <Box
              component="li"
              key={item.name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: item.available ? 'text.primary' : 'text.secondary',
              }}
            >
              {item.available ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess="Available" />
              ) : (
                <HighlightOffIcon fontSize="small" titleAccess="Not available" />
              )}
              <Typography variant="body2" sx={{ textDecoration: item.available ? 'none' : 'line-through' }}>
                {item.name}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </InfoCard>
  );
}
