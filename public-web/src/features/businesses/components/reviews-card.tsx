import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReviewsIcon from '@mui/icons-material/Reviews';
import StarIcon from '@mui/icons-material/Star';
import { Stars } from '../../../components/stars';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { starDistribution, type BusinessDetail } from '@directory/shared';
import { formatNumber, formatRating } from '../../../lib/format';
import { InfoCard } from './info-card';

/** Google's documented Maps URL: a search for the business, pinned to its place id when it has one. */
export function googleReviewsUrl(business: Pick<BusinessDetail, 'name' | 'address' | 'placeId'>): string {
  const params = new URLSearchParams({ api: '1', query: `${business.name}, ${business.address}` });
  if (business.placeId && /^ChIJ/.test(business.placeId)) params.set('query_place_id', business.placeId);
  return `https://www.google.com/maps/search/?${params.toString()}`;
}

export function ReviewsCard({ business }: { business: BusinessDetail }) {
  const rating = formatRating(business.rating);
  const distribution = starDistribution(business.reviewCount);
  return (
    <InfoCard title="Customer Reviews" icon={<ReviewsIcon />}>
      {/* CONTRACT §13: the imported figures are a third party's, counted apart from this site's reviews. */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Rating on Google, as imported with this listing
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ textAlign: 'center', minWidth: 140 }}>
          <Typography sx={{ fontSize: 56, fontWeight: 800, lineHeight: 1 }}>{rating}</Typography>
          <Stars value={Number(rating)} size="medium" label={`Rated ${rating} out of 5`} />
          <Typography variant="body2" color="text.secondary">
            {`${formatNumber(business.reviewCount)} ${business.reviewCount === 1 ? 'review' : 'reviews'} on Google`}
          </Typography>
        </Box>
        {distribution.length === 0 ? (
          <Typography color="text.secondary" sx={{ flexGrow: 1, textAlign: { xs: 'center', sm: 'left' } }}>
            No reviews yet
          </Typography>
        ) : (
          <Stack spacing={1} sx={{ flexGrow: 1 }} role="group" aria-label="Rating distribution">
            {distribution.map((share) => (
              <Stack key={share.stars} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ width: 28, display: 'flex', alignItems: 'center', gap: 0.25 }}>
                  {share.stars}
                  <StarIcon sx={{ fontSize: 14, color: '#faca15' }} />
                </Typography>
                {/* docs/behaviour.md §0: the bar is drawn from the rounded count beside it. */}
                <LinearProgress
                  variant="determinate"
                  value={share.bar}
                  aria-label={`${share.stars} stars: ${share.count} reviews`}
                  sx={{
                    flexGrow: 1,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: 'grey.100',
                    '& .MuiLinearProgress-bar': { bgcolor: '#faca15', borderRadius: 4 },
                  }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ width: 56, textAlign: 'right' }}>
                  {formatNumber(share.count)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      <Button
        variant="outlined"
        fullWidth
        href={googleReviewsUrl(business)}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon />}
        sx={{ mt: 3 }}
      >
        View All Reviews on Google
      </Button>
    </InfoCard>
  );
}
