import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { http } from '../providers/http';

interface AdminStats {
  totalBusinesses: number;
  approvedBusinesses: number;
  pendingBusinesses: number;
  totalCategories: number;
}

export function Dashboard() {
  const translate = useTranslate();
  const stats = useQuery({ queryKey: ['admin-stats'], queryFn: () => http<AdminStats>('/api/admin/stats') });
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title={translate('app.dashboard.totals')} />
      <CardContent>
        {stats.data ? (
          <Typography>
            {stats.data.totalBusinesses} işletme · {stats.data.approvedBusinesses} onaylı ·{' '}
            {stats.data.pendingBusinesses} onay bekliyor · {stats.data.totalCategories} kategori
          </Typography>
        ) : (
          <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
