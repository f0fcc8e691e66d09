import { Container, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

interface Health {
  status: string;
}

export function HomePage() {
  const health = useQuery({ queryKey: ['health'], queryFn: () => apiGet<Health>('/api/health') });
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Global Business Directory
      </Typography>
      <Typography color="text.secondary">
        {health.isSuccess ? `Service status: ${health.data.status}` : 'Connecting to the directory…'}
      </Typography>
    </Container>
  );
}
