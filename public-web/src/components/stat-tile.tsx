import { Box, Grid, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
  /** 'glass' sits on the gradient header, 'plain' on the page. */
  tone?: 'glass' | 'plain';
  /** Small on a phone: no icon, the figure above its label, little padding. */
  compact?: boolean;
}

export function StatTile({ label, value, icon, loading = false, tone = 'plain', compact = false }: StatTileProps) {
  const glass = tone === 'glass';
  return (
    <Paper
      variant={glass ? 'elevation' : 'outlined'}
      elevation={0}
      sx={{
        p: compact ? { xs: 1.25, sm: 2.5 } : 2.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        height: '100%',
        color: glass ? '#fff' : 'text.primary',
        bgcolor: glass ? 'rgba(255,255,255,0.12)' : 'background.paper',
        border: glass ? '1px solid rgba(255,255,255,0.2)' : undefined,
      }}
    >
      {icon && (
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: compact ? { xs: 'none', sm: 'grid' } : 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: glass ? '#fff' : 'primary.main',
            bgcolor: glass ? 'rgba(255,255,255,0.15)' : 'primary.light',
          }}
        >
          {icon}
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 800, lineHeight: 1.2, fontSize: compact ? { xs: '1.1rem', sm: '1.5rem' } : undefined }}
        >
          {loading ? <Skeleton width={72} sx={{ bgcolor: glass ? 'rgba(255,255,255,0.2)' : undefined }} /> : value}
        </Typography>
        <Typography variant="body2" sx={{ color: glass ? 'inherit' : 'text.secondary' }}>
          {label}
        </Typography>
      </Box>
    </Paper>
  );
}

export interface HeaderStat {
  label: string;
  value: ReactNode;
  icon: ReactNode;
}

/**
 * The row of glass tiles in a page header (docs/screens.md §2: "Stat cards" of the list and detail pages);
 * side by side and compact on a phone too, so they do not push the page's content a screen down.
 */
export function HeaderStats({ stats, loading = false }: { stats: HeaderStat[]; loading?: boolean }) {
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} sx={stats.length < 3 ? { maxWidth: 640 } : undefined}>
      {stats.map((stat) => (
        <Grid key={stat.label} size={12 / stats.length}>
          <StatTile tone="glass" label={stat.label} value={stat.value} icon={stat.icon} loading={loading} compact />
        </Grid>
      ))}
    </Grid>
  );
}
