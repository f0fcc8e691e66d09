import { useDocumentTitle } from '../hooks/use-document-title';
import { Button } from '../ui/button';
import { Container } from '../ui/layout';
import { Typography } from '../ui/typography';
import { HomeIcon } from '../ui/icons/home';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <Container maxWidth="sm" className={styles.page}>
      <Typography variant="h4" component="h1" gutterBottom>
        <span className={styles.code}>404</span> Page Not Found
      </Typography>
      <Typography color="text.secondary" className={styles.text}>
        There is no page at this address. It may have moved, or the link may be mistyped.
      </Typography>
      <Button to="/" variant="contained" startIcon={<HomeIcon />}>
        Back to Home
      </Button>
    </Container>
  );
}
