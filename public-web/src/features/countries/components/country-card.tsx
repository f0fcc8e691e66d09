import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, CardContent, Stack, Typography } from '@mui/material';
import { abbreviateCount, percent, toCount, type CountrySummary } from '@directory/shared';
import { CountBar } from '../../../components/count-bar';
import { LinkCard } from '../../../components/link-card';

interface CountryCardProps {
  country: CountrySummary;
  maxCount: number;
  totalBusinesses: number;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ textAlign: 'center', flex: 1 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
        {abbreviateCount(value)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function CountryCard({ country, maxCount, totalBusinesses }: CountryCardProps) {
  const businesses = toCount(country.businessCount);
  return (
    <LinkCard to={`/countries/${country.slug}`} stretch>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              color: '#fff',
              background: 'linear-gradient(135deg, #1a56db, #7e3af2)',
            }}
          >
            {country.countryCode.toUpperCase()}
          </Box>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }}>
            {country.country}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ bgcolor: 'grey.50', borderRadius: 2, py: 1.25 }}>
          <Figure label="Businesses" value={businesses} />
          <Figure label="Cities" value={toCount(country.cityCount)} />
          <Figure label="Categories" value={toCount(country.categoryCount)} />
        </Stack>
        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
            <Typography variant="body2" color="text.secondary">
              Market Share
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {percent(businesses, totalBusinesses)}%
            </Typography>
          </Stack>
          <CountBar value={businesses} max={maxCount} label={`${country.country} market share`} />
        </Box>
        <Button component="span" endIcon={<ArrowForwardIcon />} sx={{ alignSelf: 'flex-start', mt: 'auto', px: 0 }}>
          Explore Now
        </Button>
      </CardContent>
    </LinkCard>
  );
}
