import type { AdminCategory } from '@directory/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMemo, useState } from 'react';
import { AutocompleteInput, required, useCreateSuggestionContext, useRecordContext, useTranslate } from 'react-admin';
import { useAdminCategories } from '../../providers/queries';

type Choice = { id: string; name: string };

/** The business's own category first (even when the list does not hold it), then every existing one. */
export function categoryChoices(current: string | undefined, existing: readonly AdminCategory[]): Choice[] {
  const names = new Set([...(current ? [current] : []), ...existing.map((c) => c.category)]);
  return [...names].map((name) => ({ id: name, name }));
}

/**
 * The category is chosen from the existing ones (matched in the browser as the admin types); a new
 * category is a deliberate choice ('Yeni kategori oluştur: …' at the end of the list, then a
 * confirmation), so a typo ("Juice Shoop") no longer creates one silently.
 */
export function CategoryInput() {
  const record = useRecordContext<{ category?: string }>();
  const existing = useAdminCategories();
  const [created, setCreated] = useState<Choice[]>([]);
  const choices = useMemo(
    () => [...created, ...categoryChoices(record?.category, existing.data ?? [])],
    [created, record?.category, existing.data],
  );
  return (
    <AutocompleteInput
      source="category"
      validate={required()}
      choices={choices}
      isPending={existing.isPending}
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
