import type { BusinessAmenity, BusinessDetail } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/layout';
import { CheckboxField, TextField } from '../../../ui/text-field';
import { Typography } from '../../../ui/typography';
import { fieldErrorsOf, messageOf } from '../../account/api/account-api';
import { useOwnerEdit } from '../api/owner-api';
import { fromWeek, HoursEditor, toWeek } from './hours-editor';
import styles from './owner-edit-form.module.css';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What the owner corrects at once (CONTRACT §14): description, phone, website, picture, hours, amenities. */
export function OwnerEditForm({ business }: { business: BusinessDetail }) {
  const [description, setDescription] = useState(business.description ?? '');
  const [phone, setPhone] = useState(business.phone ?? '');
  const [website, setWebsite] = useState(business.website ?? '');
  const [imageUrl, setImageUrl] = useState(business.imageUrl ?? '');
  const [week, setWeek] = useState(() => toWeek(business.hours));
  const [amenities, setAmenities] = useState<BusinessAmenity[]>(business.amenities);
  const [newAmenity, setNewAmenity] = useState('');
  const edit = useOwnerEdit(String(business.id));
  const errors = fieldErrorsOf(edit.error);
  const hoursError = Object.entries(errors).find(([field]) => field.startsWith('hours'))?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({
      description: orNull(description),
      phone: orNull(phone),
      website: orNull(website),
      imageUrl: orNull(imageUrl),
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
        <TextField
          label="Description"
          name="description"
          multiline
          minRows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description ?? ' '}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={Boolean(errors.phone)}
          helperText={errors.phone ?? ' '}
        />
        <TextField
          label="Website"
          name="website"
          type="url"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
          error={Boolean(errors.website)}
          helperText={errors.website ?? ' '}
        />
        <TextField
          label="Picture (image address)"
          name="imageUrl"
          type="url"
          value={imageUrl}
          onChange={(event) => setImageUrl(event.target.value)}
          error={Boolean(errors.imageUrl)}
          helperText={errors.imageUrl ?? ' '}
        />
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
          <TextField
            size="small"
            label="Add an amenity"
            value={newAmenity}
            onChange={(event) => setNewAmenity(event.target.value)}
          />
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
