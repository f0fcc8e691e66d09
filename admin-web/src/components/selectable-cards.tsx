import { Card, CardActions, CardContent, Checkbox, FormControlLabel, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { type Identifier, type RaRecord, RecordContextProvider, useListContext, useTranslate } from 'react-admin';

/** Ticks every card of the page, or none: the phone's form of the table's header checkbox. */
function SelectPage({ ids }: { ids: Identifier[] }) {
  const { selectedIds, onSelect, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  return (
    <FormControlLabel
      sx={{ px: 2 }}
      label={translate('ra.action.select_all')}
      control={
        <Checkbox
          checked={all}
          indeterminate={!all && selectedIds.length > 0}
          onChange={() => (all ? onUnselectItems() : onSelect(ids))}
        />
      }
    />
  );
}

/**
 * A list under 600 px (react-admin's SimpleList pattern): the bulk actions, a tick box for the whole page, then one
 * card a record, in its record context, with a tick box named `selectLabel`, its `content` and its `actions`.
 */
export function SelectableCards<R extends RaRecord>({
  label,
  bulkActions,
  empty,
  selectLabel,
  content,
  actions,
}: {
  /** The list's accessible name, translated. */
  label: string;
  bulkActions: ReactNode;
  /** Shown instead when the page has no records. */
  empty: ReactNode;
  selectLabel: (record: R) => string;
  content: (record: R) => ReactNode;
  actions: (record: R) => ReactNode;
}) {
  const { data, isPending, selectedIds, onToggleItem } = useListContext<R>();
  if (isPending) return null;
  if (!data?.length) return empty;
  return (
    <>
      {bulkActions}
      <SelectPage ids={data.map((record) => record.id)} />
      <Stack spacing={1} sx={{ p: 1 }} component="ul" aria-label={label}>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <Card component="li" variant="outlined" sx={{ listStyle: 'none', overflowWrap: 'anywhere' }}>
              <CardContent sx={{ pb: 0, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Checkbox
                  checked={selectedIds.includes(record.id)}
                  onChange={() => onToggleItem(record.id)}
                  slotProps={{ input: { 'aria-label': selectLabel(record) } }}
                  sx={{ ml: -1, mt: -1 }}
                />
                {content(record)}
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions(record)}</CardActions>
            </Card>
          </RecordContextProvider>
        ))}
      </Stack>
    </>
  );
}
