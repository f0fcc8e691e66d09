import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from './format';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
  loading?: boolean;
}

export function StatCard({ label, value, icon, hint, loading }: StatCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {icon ? <Box sx={{ color: 'primary.main', display: 'flex', fontSize: 36 }}>{icon}</Box> : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {loading ? <Skeleton width={80} /> : value}
          </Typography>
          {hint ? (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A responsive row of cards: one column on phones, up to `columns` on wide screens. */
export function StatGrid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}

export interface Stat {
  /** Translation key of the label. */
  label: string;
  value: number | null | undefined;
  icon?: ReactNode;
  hint?: ReactNode;
  /** The card's own loading state, when its figure comes from elsewhere than its neighbours'. */
  loading?: boolean;
}

/** A row of figures, each a translated label over its number in the interface language. */
export function StatCards({ stats, columns, loading }: { stats: Stat[]; columns?: number; loading?: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <StatGrid columns={columns}>
      {stats.map((stat) => (
        <StatCard
          key={stat.label}
          loading={stat.loading ?? loading}
          icon={stat.icon}
          label={translate(stat.label)}
          value={format.number(stat.value)}
          hint={stat.hint}
        />
      ))}
    </StatGrid>
  );
}
