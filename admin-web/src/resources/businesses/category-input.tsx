import type { AdminCategory } from '@directory/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, required, useCreateSuggestionContext, useRecordContext, useTranslate } from 'react-admin';
import { useCategorySearch } from '../../providers/queries';

type Choice = { id: string; name: string };

/** The business's own category first (even when the search does not find it), then the categories found. */
export function categoryNameChoices(current: string | undefined, found: readonly AdminCategory[]): Choice[] {
  const names = [...(current ? [current] : []), ...found.map((c) => c.category)];
  return [...new Set(names)].map((name) => ({ id: name, name }));
}

/**
 * The category is chosen from the existing ones, searched on the server as the admin types; a new
 * category is a deliberate choice ('Yeni kategori oluştur: …' at the end of the list, then a
 * confirmation), so a typo ("Juice Shoop") no longer creates one silently.
 */
export function CategoryInput() {
  const record = useRecordContext<{ category?: string }>();
  const [text, setText] = useState('');
  const found = useCategorySearch(text);
  const [created, setCreated] = useState<Choice[]>([]);
  const choices = [...created, ...categoryNameChoices(record?.category, found.data ?? [])];
  return (
    <AutocompleteInput
      source="category"
      validate={required()}
      choices={choices}
      setFilter={setText}
      // The server already matched case and accents aside; the browser must not filter its answer again.
      matchSuggestion={() => true}
      isPending={found.isPending}
      translateChoice={false}
      createItemLabel="app.businesses.new_category"
      create={<ConfirmNewCategory onConfirmed={(choice) => setCreated((list) => [choice, ...list])} />}
      fullWidth
    />
  );
}

function ConfirmNewCategory({ onConfirmed }: { onConfirmed: (choice: Choice) => void }) {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const translate = useTranslate();
  const name = (filter ?? '').trim();
  const confirm = () => {
    const choice = { id: name, name };
    onConfirmed(choice);
    onCreate(choice);
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="new-category-title">
      <DialogTitle id="new-category-title">{translate('app.businesses.new_category_title')}</DialogTitle>
      <DialogContent>{translate('app.businesses.new_category_confirm', { name })}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button onClick={confirm} disabled={!name} variant="contained">
          {translate('app.businesses.new_category_create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
