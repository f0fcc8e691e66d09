import NearMeOutlinedIcon from '@mui/icons-material/NearMeOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { BusinessCard as BusinessCardData } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { BusinessImage } from './business-image';
import { formatDistance } from './format-distance';
import { StarRating } from './star-rating';

/**
 * docs/screens.md §2 "Business card"; the whole card leads to /business/{slug}. The first card of a list is
 * in the first screen on a phone, its photo often the largest paint: `priority` fetches it at once.
 */
interface BusinessCardProps {
  /** A search result's card also carries its distance from the visitor when the search had a position. */
  business: BusinessCardData & { distanceKm?: number | null };
  priority?: boolean;
}

export function BusinessCard({ business, priority = false }: BusinessCardProps) {
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
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: 'stretch',
        }}
      >
        {/* On a phone the picture sits beside the text, so a card takes a few lines, not a screen. */}
        <Box sx={{ width: { xs: 104, sm: 'auto' }, flexShrink: 0 }}>
          <BusinessImage src={business.imageUrl} alt="" height={{ xs: '100%', sm: 160 }} priority={priority} />
        </Box>
        <CardContent
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: { xs: 0.5, sm: 1 },
            p: { xs: 1.5, sm: 2 },
            '&:last-child': { pb: { xs: 1.5, sm: 2 } },
          }}
        >
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
            {typeof business.distanceKm === 'number' && (
              <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
                <NearMeOutlinedIcon sx={{ fontSize: 18 }} />
                <Typography variant="body2">{formatDistance(business.distanceKm)} away</Typography>
              </Box>
            )}
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
