import { messageOf } from '../../lib/api-client';
import { Alert } from '../../ui/alert';

/** What went wrong with a call, in the server's own words when it sent some. */
export function ErrorAlert({ error }: { error: unknown }) {
  return (
    <Alert severity="error" role="alert">
      {messageOf(error)}
    </Alert>
  );
}
