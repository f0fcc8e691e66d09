import LocationCityIcon from '@mui/icons-material/LocationCity';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { percent, slugify, toCount, type CitySummary } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { CountBar } from '../../../components/count-bar';
import { formatNumber } from '../../../lib/format';

interface CityCardProps {
  city: CitySummary;
  maxCount: number;
  totalBusinesses: number;
}

export const cityPath = (city: Pick<CitySummary, 'city' | 'citySlug' | 'countryCode'>) =>
  `/cities/${city.countryCode.toLowerCase()}/${city.citySlug || slugify(city.city)}`;

export function CityCard({ city, maxCount, totalBusinesses }: CityCardProps) {
  const businesses = toCount(city.businessCount);
  return (
    <Card sx={{ height: '100%', transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}>
      <CardActionArea component={RouterLink} to={cityPath(city)} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.75 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 40,
                height: 40,
                flexShrink: 0,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#def7ec',
                color: 'success.main',
              }}
            >
              <LocationCityIcon fontSize="small" />
            </Box>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 700 }}>
                {city.city}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {city.country}
              </Typography>
            </Box>
            <Chip label={city.countryCode.toUpperCase()} size="small" variant="outlined" />
          </Stack>
          <Stack direction="row" spacing={3}>
            <Box>
              <Typography sx={{ fontWeight: 800 }}>{formatNumber(businesses)}</Typography>
              <Typography variant="caption" color="text.secondary">
                Businesses
              </Typography>
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 800 }}>{formatNumber(city.categoryCount)}</Typography>
              <Typography variant="caption" color="text.secondary">
                Categories
              </Typography>
            </Box>
            <Box sx={{ ml: 'auto !important', textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 800 }}>{percent(businesses, totalBusinesses)}%</Typography>
              <Typography variant="caption" color="text.secondary">
                Market Share
              </Typography>
            </Box>
          </Stack>
          <CountBar value={businesses} max={maxCount} label={`${city.city} market share`} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
