import HomeIcon from '@mui/icons-material/Home';
import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: 88, md: 120 }, fontWeight: 900, lineHeight: 1, color: '#5b7fd9', mb: 2 }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        There is no page at this address. It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
        Back to Home
      </Button>
    </Container>
  );
}
