import { List, type ListProps, Pagination } from 'react-admin';

/**
 * A list of 25 rows a page (or 50 or 100), not exported; with no rows it keeps its filters and shows the list's
 * own empty text rather than react-admin's empty page.
 */
export function PagedList(props: ListProps) {
  return (
    <List
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      empty={false}
      exporter={false}
      {...props}
    />
  );
}
