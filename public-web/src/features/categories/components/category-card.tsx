import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CategoryIcon from '@mui/icons-material/Category';
import StarIcon from '@mui/icons-material/Star';
import { Box, CardContent, Stack, Typography } from '@mui/material';
import { percent, type CategorySummary } from '@directory/shared';
import { CountBar } from '../../../components/count-bar';
import { IconBadge } from '../../../components/icon-badge';
import { LinkCard } from '../../../components/link-card';
import { formatNumber } from '../../../lib/format';

interface CategoryCardProps {
  category: CategorySummary;
  /** Largest count on the page, for the bar. */
  maxCount: number;
  /** Businesses in every category, for the percentage. */
  totalBusinesses: number;
  layout: 'grid' | 'list';
}

/** docs/behaviour.md §0: the rating is the category's live average, not a fixed 4.2. */
function AverageRating({ rating }: { rating: number | null }) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        color: rating === null ? 'text.secondary' : 'text.primary',
      }}
      aria-label={rating === null ? 'No ratings yet' : `Average rating ${rating.toFixed(1)}`}
    >
      <StarIcon sx={{ fontSize: 18, color: rating === null ? 'grey.300' : '#faca15' }} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {rating === null ? '–' : rating.toFixed(1)}
      </Typography>
    </Box>
  );
}

export function CategoryCard({ category, maxCount, totalBusinesses, layout }: CategoryCardProps) {
  const share = percent(category.count, totalBusinesses);
  const count = Number(category.count);
  const rating = category.averageRating === null ? null : Number(category.averageRating);
  const list = layout === 'list';
  return (
    <LinkCard to={`/categories/${category.slug}`}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: list ? { xs: 'column', sm: 'row' } : 'column',
          alignItems: list ? { sm: 'center' } : 'stretch',
          gap: 2,
        }}
      >
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', minWidth: 0, flex: list ? '1 1 40%' : undefined }}
        >
          <IconBadge>
            <CategoryIcon fontSize="small" />
          </IconBadge>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 700 }} title={category.category}>
              {category.category}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatNumber(count)} businesses
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ flex: list ? '1 1 45%' : undefined, width: list ? { xs: '100%', sm: 'auto' } : undefined }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.75 }}>
            <AverageRating rating={rating !== null && Number.isFinite(rating) ? rating : null} />
            <Typography variant="caption" color="text.secondary">
              {share}% of all businesses
            </Typography>
          </Stack>
          <CountBar value={count} max={maxCount} label={`${category.category}: ${formatNumber(count)} businesses`} />
        </Box>
        {list && <ArrowForwardIcon color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />}
      </CardContent>
    </LinkCard>
  );
}
