import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { BusinessCard as BusinessCardData } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { BusinessImage } from './business-image';
import { StarRating } from './star-rating';

/**
 * Spec §2 "Business card"; the whole card leads to /business/{slug}. The first card of a list is
 * in the first screen on a phone, its photo often the largest paint: `priority` fetches it at once.
 */
export function BusinessCard({ business, priority = false }: { business: BusinessCardData; priority?: boolean }) {
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/business/${business.slug}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <BusinessImage src={business.imageUrl} alt="" height={160} priority={priority} />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {business.name}
          </Typography>
          <Box>
            <Chip label={business.category} size="small" color="primary" variant="outlined" />
          </Box>
          <StarRating rating={business.rating} reviewCount={business.reviewCount} />
          <Stack spacing={0.5} sx={{ color: 'text.secondary', mt: 'auto' }}>
            <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
              <PlaceIcon sx={{ fontSize: 18, mt: '2px' }} />
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {business.address}
              </Typography>
            </Box>
            {business.phone && (
              <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
                <PhoneIcon sx={{ fontSize: 18 }} />
                <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {business.phone}
                </Typography>
              </Box>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function BusinessCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" height={160} />
      <CardContent>
        <Skeleton width="80%" height={28} />
        <Skeleton width={90} height={28} />
        <Skeleton width="60%" />
        <Skeleton width="90%" />
      </CardContent>
    </Card>
  );
}
