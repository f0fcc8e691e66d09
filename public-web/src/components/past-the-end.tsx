import { createPath } from 'react-router-dom';
import { usePageLink, usePageParam } from '../hooks/use-page-param';
import { formatNumber } from '../lib/format';
import { Button } from '../ui/button';
import { StateMessage } from './state-message';

/** Whether the `?page=` asked for lies past the list's end (the API then answers its last page). */
export function useIsPastTheEnd(shownPage: number | undefined): boolean {
  const [asked] = usePageParam();
  return shownPage !== undefined && asked > shownPage;
}

/** Said in place of the cards when `?page=` lies past the end (the server answers such a page 404). */
export function PastTheEnd({ totalPages }: { totalPages: number }) {
  const [asked] = usePageParam();
  const pageLink = usePageLink();
  const last = pageLink(totalPages);
  return (
    <StateMessage
      title={`There is no page ${formatNumber(asked)}`}
      text={`This list has ${formatNumber(totalPages)} ${totalPages === 1 ? 'page' : 'pages'}.`}
      action={
        <Button to={typeof last === 'string' ? last : createPath(last)} variant="contained">
          Go to the last page
        </Button>
      }
    />
  );
}
