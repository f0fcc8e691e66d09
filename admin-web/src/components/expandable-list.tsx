import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, Pagination } from 'react-admin';
import { ListEmpty } from './list-empty';

/** A read-only list, 25 rows a page and not exported, whose rows open their `expand` panel on a click. */
export function ExpandableList({
  filters,
  empty,
  expand,
  children,
}: {
  filters?: ReactElement[];
  /** Translation key of the text shown when there are no rows. */
  empty: string;
  expand: ReactElement;
  children: ReactNode;
}) {
  return (
    <List
      filters={filters}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      empty={<ListEmpty message={empty} />}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} expand={expand} rowClick="expand" empty={<ListEmpty message={empty} />}>
        {children}
      </Datagrid>
    </List>
  );
}
