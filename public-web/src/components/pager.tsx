import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Stack, Typography } from '@mui/material';
import { pagerItems } from '@directory/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { usePageLink } from '../hooks/use-page-param';
import { scrollToTop } from '../lib/paginate';

interface PagerProps {
  page: number;
  totalPages: number;
  /** 'Showing X to Y of Z …' or similar. */
  summary?: ReactNode;
  /** 'numbers' shows up to 5 page links around the current page; 'compact' shows 'Page x of y'. */
  variant?: 'numbers' | 'compact';
  label?: string;
}

const itemSx = { minWidth: { xs: 32, sm: 36 }, height: 32, px: 0 } as const;

interface StepProps {
  label: 'Previous' | 'Next';
  to: To;
  disabled: boolean;
}

/**
 * Previous / Next: a link while there is a page to go to. On phones only the chevron shows (the link
 * keeps its name), so the row fits 360 px.
 */
function Step({ label, to, disabled }: StepProps) {
  const icon = label === 'Previous' ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />;
  const text = (
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, [label === 'Previous' ? 'pr' : 'pl']: 0.5 }}>
      {label}
    </Box>
  );
  const content = (
    <>
      {label === 'Previous' && icon}
      {text}
      {label === 'Next' && icon}
    </>
  );
  const sx = { ...itemSx, px: { xs: 0, sm: 1.25 } };
  if (disabled) {
    return (
      <Button size="small" variant="outlined" disabled aria-label={label} sx={sx}>
        {content}
      </Button>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={to}
      onClick={scrollToTop}
      rel={label === 'Previous' ? 'prev' : 'next'}
      size="small"
      variant="outlined"
      aria-label={label}
      sx={sx}
    >
      {content}
    </Button>
  );
}

/**
 * docs/screens.md §2 pagination: Previous/Next, up to 5 page links in a window around the current page, and
 * always the first and the last page.
 * Every page is a real link to `?page=n` (page 1 without it), keeping the other query parameters,
 * so a visitor or crawler without JavaScript can follow them (docs/behaviour.md §8).
 */
export function Pager({ page, totalPages, summary, variant = 'numbers', label = 'Pagination' }: PagerProps) {
  const linkTo = usePageLink();
  const showControls = totalPages > 1;
  if (!showControls && !summary) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 4 }}
    >
      <Typography variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {showControls && (
        <Box
          component="nav"
          aria-label={label}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            alignItems: 'center',
            gap: { xs: 0.5, sm: 0.75 },
            maxWidth: '100%',
          }}
        >
          <Step label="Previous" to={linkTo(page - 1)} disabled={page <= 1} />
          {variant === 'numbers' ? (
            pagerItems(page, totalPages).map((n, i) =>
              n === 'gap' ? (
                <Typography key={`gap-${i}`} aria-hidden variant="body2" sx={{ px: 0.25, color: 'text.secondary' }}>
                  …
                </Typography>
              ) : (
                <Button
                  key={n}
                  component={RouterLink}
                  to={linkTo(n)}
                  onClick={n === page ? undefined : scrollToTop}
                  size="small"
                  variant={n === page ? 'contained' : 'outlined'}
                  aria-label={`Page ${n}`}
                  aria-current={n === page ? 'page' : undefined}
                  sx={itemSx}
                >
                  {n}
                </Button>
              ),
            )
          ) : (
            <Typography variant="body2" sx={{ px: 1.5, fontWeight: 600 }}>
              Page {page} of {totalPages}
            </Typography>
          )}
          <Step label="Next" to={linkTo(page + 1)} disabled={page >= totalPages} />
        </Box>
      )}
    </Stack>
  );
}
