import type { BusinessAmenity, BusinessDetail } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { StateTextField } from '../../../components/form/state-text-field';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/layout';
import { CheckboxField } from '../../../ui/text-field';
import { Typography } from '../../../ui/typography';
import { fieldErrorsOf, messageOf } from '../../../lib/api-client';
import { useOwnerEdit } from '../api/owner-api';
import { fromWeek, HoursEditor, toWeek } from './hours-editor';
import styles from './owner-edit-form.module.css';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

const TEXT_FIELDS = [
  { name: 'description', label: 'Description', multiline: true, minRows: 3 },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'website', label: 'Website', type: 'url' },
  { name: 'imageUrl', label: 'Picture (image address)', type: 'url' },
] as const;
type TextName = (typeof TEXT_FIELDS)[number]['name'];

/** An object with a value for each text field, in the fields' order. */
function mapTexts<T>(valueOf: (name: TextName) => T): Record<TextName, T> {
  return Object.fromEntries(TEXT_FIELDS.map(({ name }) => [name, valueOf(name)])) as Record<TextName, T>;
}

/** What the owner corrects at once (docs/behaviour.md §14): description, phone, website, picture, hours, amenities. */
export function OwnerEditForm({ business }: { business: BusinessDetail }) {
  const [texts, setTexts] = useState(() => mapTexts((name) => business[name] ?? ''));
  const [week, setWeek] = useState(() => toWeek(business.hours));
  const [amenities, setAmenities] = useState<BusinessAmenity[]>(business.amenities);
  const [newAmenity, setNewAmenity] = useState('');
  const edit = useOwnerEdit(String(business.id));
  const errors = fieldErrorsOf(edit.error);
  const hoursError = Object.entries(errors).find(([field]) => field.startsWith('hours'))?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({
      ...mapTexts((name) => orNull(texts[name])),
      hours: fromWeek(week),
      amenities: amenities.map(({ amenityType, hasAmenity }) => ({ amenityType, hasAmenity })),
    });
  };
  const addAmenity = () => {
    const name = newAmenity.trim();
    if (name && !amenities.some((a) => a.amenityType.toLowerCase() === name.toLowerCase())) {
      setAmenities([...amenities, { amenityType: name, hasAmenity: true }]);
    }
    setNewAmenity('');
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {TEXT_FIELDS.map((field) => (
          <StateTextField
            key={field.name}
            {...field}
            value={texts[field.name]}
            onValueChange={(value) => setTexts({ ...texts, [field.name]: value })}
            error={errors[field.name]}
            hint=" "
          />
        ))}
        <Typography component="h3" variant="subtitle1" className={styles.heading}>
          Opening hours
        </Typography>
        <HoursEditor week={week} onChange={setWeek} />
        {hoursError && (
          <Alert severity="error" role="alert">
            {hoursError}
          </Alert>
        )}
        <Typography component="h3" variant="subtitle1" className={styles.heading}>
          Amenities
        </Typography>
        <div className={styles.amenities}>
          {amenities.map((amenity, i) => (
            <CheckboxField
              key={amenity.amenityType}
              checked={amenity.hasAmenity}
              onChange={(event) =>
                setAmenities(amenities.map((a, j) => (j === i ? { ...a, hasAmenity: event.target.checked } : a)))
              }
              label={amenity.amenityType}
            />
          ))}
        </div>
        <Stack direction="row" spacing={1}>
          <StateTextField size="small" label="Add an amenity" value={newAmenity} onValueChange={setNewAmenity} />
          <Button onClick={addAmenity} disabled={!newAmenity.trim()}>
            Add
          </Button>
        </Stack>
        {edit.isSuccess && <Alert severity="success">Saved: your business page shows it now.</Alert>}
        {edit.isError && !hoursError && (
          <Alert severity="error" role="alert">
            {Object.keys(errors).length > 0 ? 'Please correct the fields marked in red.' : messageOf(edit.error)}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={edit.isPending}>
            {edit.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
