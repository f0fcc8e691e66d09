import type { ReactNode } from 'react';
import { formatNumber } from '../lib/format';
import type { PageSlice } from '../lib/paginate';
import { Typography } from '../ui/typography';
import { Pager } from './pager';
import { PastTheEnd, useIsPastTheEnd } from './past-the-end';
import { StateMessage } from './state-message';

interface DirectoryResultsProps<T> {
  /** What the directory lists, in the plural: 'categories', 'countries', 'cities'. */
  noun: string;
  error: boolean;
  loading: boolean;
  skeleton: ReactNode;
  /** The page of the filtered list on show. */
  slice: PageSlice<T>;
  /** The cards of `slice`. */
  children: ReactNode;
}

/** docs/screens.md §2 list pages below the filters: the error, loading and empty states, or the cards and their pager. */
export function DirectoryResults<T>({ noun, error, loading, skeleton, slice, children }: DirectoryResultsProps<T>) {
  const pastTheEnd = useIsPastTheEnd(slice.page);
  if (error) {
    return (
      <StateMessage
        kind="error"
        title={`Unable to load ${noun}`}
        text={`There was an error loading the ${noun}. Please try again later.`}
      />
    );
  }
  if (loading) return skeleton;
  if (slice.total === 0) {
    return <StateMessage title={`No ${noun} found`} text={`Try adjusting your search terms or browse all ${noun}`} />;
  }
  if (pastTheEnd) return <PastTheEnd totalPages={slice.totalPages} />;
  return (
    <>
      <Typography component="h2" className="visually-hidden">
        {noun.charAt(0).toUpperCase() + noun.slice(1)}
      </Typography>
      {children}
      <Pager
        page={slice.page}
        totalPages={slice.totalPages}
        summary={`Showing ${slice.from} to ${slice.to} of ${formatNumber(slice.total)} ${noun}`}
      />
    </>
  );
}
