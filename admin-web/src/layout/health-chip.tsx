import { Chip } from '@mui/material';
import type { HealthStatus } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { call } from '../providers/http';

/** How often the app bar asks the server whether it and its database are up. */
const HEALTH_POLL_MS = 30_000;

export type Health = 'checking' | 'up' | 'down';

/** `GET /api/health` answers 200 with `database: 'up'` when the site works; anything else, or no answer, is down. */
export function useHealth(): Health {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => call<HealthStatus>('/api/health'),
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  if (health.isPending) return 'checking';
  return health.isError || health.data?.database !== 'up' ? 'down' : 'up';
}

const COLORS = { checking: 'default', up: 'success', down: 'error' } as const;

/** The server's state as the admin sees it: 'Aktif' only while the health check says so. */
export function HealthChip() {
  const translate = useTranslate();
  const health = useHealth();
  return (
    <Chip
      size="small"
      role="status"
      color={COLORS[health]}
      label={translate(`app.appbar.health.${health}`)}
      sx={{ mr: 1, display: { xs: 'none', sm: 'flex' } }}
    />
  );
}
