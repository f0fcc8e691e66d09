import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../ui/button';
import { Container } from '../ui/layout';
import { Typography } from '../ui/typography';
import { NotFoundPage } from './not-found-page';
import styles from './route-error.module.css';

/**
 * A page whose category, country, city or business does not exist (the server answered 404), or
 * whose code cannot load (for example after a deploy replaced the chunks).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Container className={styles.page}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" className={styles.text}>
        This page could not be displayed. Please reload and try again.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Container>
  );
}
