import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Stack, Typography } from '@mui/material';
import { pagerWindow } from '@directory/shared';
import type { ReactNode } from 'react';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** 'Showing X to Y of Z …' or similar. */
  summary?: ReactNode;
  /** 'numbers' shows up to 5 page buttons around the current page; 'compact' shows 'Page x of y'. */
  variant?: 'numbers' | 'compact';
  label?: string;
}

/** Spec §2 pagination: Previous/Next and up to 5 page buttons in a window around the current page. */
export function Pager({
  page,
  totalPages,
  onPageChange,
  summary,
  variant = 'numbers',
  label = 'Pagination',
}: PagerProps) {
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
        <Box component="nav" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ChevronLeftIcon />}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </Button>
          {variant === 'numbers' ? (
            pagerWindow(page, totalPages).map((n) => (
              <Button
                key={n}
                size="small"
                variant={n === page ? 'contained' : 'outlined'}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => n !== page && onPageChange(n)}
                sx={{ minWidth: 36, px: 0 }}
              >
                {n}
              </Button>
            ))
          ) : (
            <Typography variant="body2" sx={{ px: 1.5, fontWeight: 600 }}>
              Page {page} of {totalPages}
            </Typography>
          )}
          <Button
            size="small"
            variant="outlined"
            endIcon={<ChevronRightIcon />}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </Button>
        </Box>
      )}
    </Stack>
  );
}
