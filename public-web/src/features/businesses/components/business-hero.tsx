import PlaceIcon from '@mui/icons-material/Place';
import { Box, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { describeBusiness, type BusinessDetail } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { BusinessImage } from '../../../components/business-image';
import { StarRating } from '../../../components/star-rating';
import { OpenStatusBadge } from './open-status-badge';

function Description({ business }: { business: BusinessDetail }) {
  const description = describeBusiness(business.description, business.category);
  if (description.kind === 'lines') {
    return (
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {description.lines.map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {line.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              color="text.secondary"
              sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return description.text ? (
    <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {description.text}
    </Typography>
  ) : null;
}

export function BusinessHero({ business }: { business: BusinessDetail }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Grid container>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box sx={{ position: 'relative', height: '100%' }}>
            <BusinessImage
              src={business.imageUrl}
              alt={business.name}
              height={{ xs: 220, md: '100%' }}
              iconSize={96}
              priority
            />
            <Box sx={{ position: 'absolute', top: 16, left: 16 }}>
              <OpenStatusBadge hours={business.hours} timeZone={business.timeZone} />
            </Box>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2} sx={{ p: { xs: 3, md: 4 }, minHeight: { md: 320 } }}>
            <Box>
              <Chip
                component={RouterLink}
                to={`/categories/${business.categorySlug}`}
                clickable
                label={business.category}
                color="primary"
                size="small"
              />
            </Box>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, overflowWrap: 'anywhere' }}
            >
              {business.name}
            </Typography>
            <StarRating rating={business.rating} reviewCount={business.reviewCount} size="medium" />
            <Box sx={{ display: 'flex', gap: 0.75, color: 'text.secondary' }}>
              <PlaceIcon fontSize="small" sx={{ mt: '2px' }} />
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {business.address}
              </Typography>
            </Box>
            <Description business={business} />
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}
