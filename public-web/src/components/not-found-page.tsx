import { Container, Typography } from '@mui/material';
import { useEffect } from 'react';

export function NotFoundPage() {
  useEffect(() => {
    document.title = '404 Page Not Found';
  }, []);
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography>Did you forget to add the page to the router?</Typography>
    </Container>
  );
}
