import type { ReactElement, ReactNode } from 'react';
import { Datagrid, type RaRecord, SimpleList } from 'react-admin';
import { ListEmpty } from './list-empty';
import { PagedList } from './paged-list';
import { usePhone } from './use-phone';

/** What a row shows as a card under 600 px (react-admin's SimpleList). */
export interface PhoneRow<R extends RaRecord> {
  primaryText: (record: R) => ReactNode;
  secondaryText?: (record: R) => ReactNode;
  tertiaryText?: (record: R) => ReactNode;
}

/**
 * A read-only list, 25 rows a page and not exported, whose rows open their `expand` panel on a click; under
 * 600 px a card list instead of the table, so nothing is wider than the screen.
 */
export function ExpandableList<R extends RaRecord>({
  filters,
  empty,
  expand,
  phoneRow,
  children,
}: {
  filters?: ReactElement[];
  /** Translation key of the text shown when there are no rows. */
  empty: string;
  expand: ReactElement;
  phoneRow: PhoneRow<R>;
  children: ReactNode;
}) {
  const phone = usePhone();
  return (
    <PagedList filters={filters}>
      {phone ? (
        <SimpleList<R>
          primaryText={phoneRow.primaryText}
          secondaryText={phoneRow.secondaryText}
          tertiaryText={phoneRow.tertiaryText}
          rowClick={false}
          empty={<ListEmpty message={empty} />}
          sx={{ overflowWrap: 'anywhere' }}
        />
      ) : (
        <Datagrid
          bulkActionButtons={false}
          expand={expand}
          rowClick="expand"
          empty={<ListEmpty message={empty} />}
          sx={{ '& td': { overflowWrap: 'anywhere' } }}
        >
          {children}
        </Datagrid>
      )}
    </PagedList>
  );
}
