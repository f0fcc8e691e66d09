import type { AdminCategory } from '@directory/shared';
import { useState } from 'react';
import { AutocompleteInput, useListFilterContext } from 'react-admin';
import { useCategorySearch } from '../../providers/queries';

const toChoice = (c: AdminCategory) => ({ id: c.slug, name: `${c.category} (${c.count})` });

/** The categories to offer: the one already chosen (even when the search does not find it) first, then the found. */
export function categoryChoices(selectedSlug: string | undefined, selected: AdminCategory[], found: AdminCategory[]) {
  const chosen = selected.filter((c) => c.slug === selectedSlug);
  return [...chosen, ...found.filter((c) => c.slug !== selectedSlug)].map(toChoice);
}

/**
 * Category filter over every category: the server searches as the admin types (`?q=`, 20 at most). A category
 * set through the URL is looked up by its slug, so the field shows its name rather than the slug.
 */
export function CategoryFilter({ source = 'category' }: { source?: string; alwaysOn?: boolean }) {
  const { filterValues } = useListFilterContext();
  const selectedSlug = typeof filterValues?.[source] === 'string' ? (filterValues[source] as string) : undefined;
  const [text, setText] = useState('');
  const found = useCategorySearch(text);
  const selected = useCategorySearch(selectedSlug ?? '', Boolean(selectedSlug));
  return (
    <AutocompleteInput
      source={source}
      label="resources.businesses.fields.category"
      choices={categoryChoices(selectedSlug, selected.data ?? [], found.data ?? [])}
      setFilter={setText}
      // The server already matched case and accents aside; the browser must not filter its answer again.
      matchSuggestion={() => true}
      isPending={found.isPending}
      translateChoice={false}
      emptyText="app.businesses.all_categories"
      noOptionsText="app.businesses.no_category"
      helperText={false}
      sx={{ minWidth: 220 }}
    />
  );
}
