import StarIcon from '@mui/icons-material/Star';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReviewSummary as Summary } from '@directory/shared';
import { Stars } from '../../../components/stars';
import { formatNumber } from '../../../lib/format';

const STARS = ['5', '4', '3', '2', '1'] as const;

/** The average, the count and five bars drawn from the real counts of published reviews (docs/behaviour.md §13). */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { average, count, distribution } = summary;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ textAlign: 'center', minWidth: 140 }}>
        <Typography sx={{ fontSize: 48, fontWeight: 800, lineHeight: 1 }}>
          {average === null ? '–' : average.toFixed(1)}
        </Typography>
        <Stars
          value={average ?? 0}
          size="medium"
          label={average === null ? 'Not rated yet' : `Rated ${average.toFixed(1)} out of 5`}
        />
        <Typography variant="body2" color="text.secondary">
          {`${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'} on this site`}
        </Typography>
      </Box>
      <Stack spacing={1} sx={{ flexGrow: 1 }} role="group" aria-label="Rating distribution">
        {STARS.map((stars) => {
          const n = distribution[stars];
          return (
            <Stack key={stars} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ width: 28, display: 'flex', alignItems: 'center', gap: 0.25 }}>
                {stars}
                <StarIcon sx={{ fontSize: 14, color: '#faca15' }} />
              </Typography>
              <LinearProgress
                variant="determinate"
                value={count > 0 ? (n / count) * 100 : 0}
                aria-label={`${stars} stars: ${n} ${n === 1 ? 'review' : 'reviews'}`}
                sx={{
                  flexGrow: 1,
                  height: 8,
                  borderRadius: 4,
                  bgcolor: 'grey.100',
                  '& .MuiLinearProgress-bar': { bgcolor: '#faca15', borderRadius: 4 },
                }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ width: 40, textAlign: 'right' }}>
                {formatNumber(n)}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
