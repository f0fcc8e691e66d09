import LocationCityIcon from '@mui/icons-material/LocationCity';
import { Box, CardContent, Chip, Stack, Typography } from '@mui/material';
import { percent, slugify, toCount, type CitySummary } from '@directory/shared';
import { CountBar } from '../../../components/count-bar';
import { IconBadge } from '../../../components/icon-badge';
import { LinkCard } from '../../../components/link-card';
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
    <LinkCard to={cityPath(city)}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.75 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <IconBadge bgcolor="#def7ec" color="success.main">
            <LocationCityIcon fontSize="small" />
          </IconBadge>
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
    </LinkCard>
  );
}
