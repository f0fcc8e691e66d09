import { useEffect } from 'react';
import { useListContext } from 'react-admin';

/**
 * docs/screens.md §2: the selection holds only rows the admin sees. An id that leaves the current page of the
 * filtered list (approved under the pending filter, another filter, a refetch) leaves the selection, so the
 * bar's count always matches the ticked boxes and a bulk action never reaches a row no longer shown.
 */
export function SelectionFollowsView() {
  const { data, selectedIds, onSelect } = useListContext();
  useEffect(() => {
    if (!data || selectedIds.length === 0) return;
    const shown = new Set(data.map((record) => record.id));
    const kept = selectedIds.filter((id) => shown.has(id));
    if (kept.length !== selectedIds.length) onSelect(kept);
  }, [data, selectedIds, onSelect]);
  return null;
}
