import { Box, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { LIMITS } from '@directory/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface PanelEntry {
  key: string;
  name: string;
  to: string;
  /** '#1' … for ranked lists. */
  rank?: string;
  meta?: string;
}

interface LinkPanelProps {
  title: string;
  subtitle: string;
  icon: ReactNode;
  accent: string;
  entries: PanelEntry[];
  loading: boolean;
  footer?: ReactNode;
}

/** docs/screens.md §2 Home panel: up to 40 entries in 5 columns, a name too long for its column ends in an ellipsis (CSS), the full name in its title, skeletons while loading. */
export function LinkPanel({ title, subtitle, icon, accent, entries, loading, footer }: LinkPanelProps) {
  const shown = entries.slice(0, LIMITS.homeEntries);
  return (
    <Card component="section" aria-label={title} sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4, background: accent }} />
      <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: '#fff',
              background: accent,
            }}
          >
            {icon}
          </Box>
          <Box>
            <Typography variant="h6" component="h2" sx={{ letterSpacing: '0.04em', lineHeight: 1.2 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </Box>
        </Stack>
        <Box
          component="ul"
          aria-busy={loading}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            columnGap: 2,
            rowGap: 0.75,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: `repeat(${LIMITS.homeColumns}, minmax(0, 1fr))`,
            },
          }}
        >
          {loading
            ? Array.from({ length: LIMITS.homeEntries }, (_, i) => (
                <li key={i}>
                  <Skeleton data-testid="panel-skeleton" height={26} />
                </li>
              ))
            : shown.map((entry) => (
                <li key={entry.key}>
                  <Link
                    component={RouterLink}
                    to={entry.to}
                    title={entry.name}
                    sx={{
                      display: 'flex',
                      alignItems: 'baseline',
                      gap: 0.75,
                      py: 0.5,
                      px: 1,
                      mx: -1,
                      borderRadius: 1,
                      color: 'text.primary',
                      '&:hover': { bgcolor: 'action.hover', color: 'primary.main' },
                    }}
                  >
                    {entry.rank && (
                      <Typography component="span" variant="caption" sx={{ color: 'primary.main', fontWeight: 700 }}>
                        {entry.rank}
                      </Typography>
                    )}
                    <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 500, minWidth: 0 }}>
                      {entry.name}
                    </Typography>
                    {entry.meta && (
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ color: 'text.secondary', ml: 'auto', flexShrink: 0 }}
                      >
                        {entry.meta}
                      </Typography>
                    )}
                  </Link>
                </li>
              ))}
        </Box>
        {!loading && shown.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nothing listed yet.
          </Typography>
        )}
        {footer && <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>{footer}</Box>}
      </CardContent>
    </Card>
  );
}
