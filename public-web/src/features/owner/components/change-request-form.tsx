import type { BusinessDetail, ChangeRequestSummary } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/form/error-alert';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { cx } from '../../../ui/cx';
import { Stack } from '../../../ui/layout';
import { TextField } from '../../../ui/text-field';
import { Typography } from '../../../ui/typography';
import { fieldErrorsOf } from '../../../lib/api-client';
import { useChangeRequest } from '../api/owner-api';
import styles from './change-request-form.module.css';

const FIELDS = [
  ['name', 'Name'],
  ['category', 'Category'],
  ['address', 'Address'],
  ['city', 'City'],
  ['countryCode', 'Country code'],
  ['latitude', 'Latitude'],
  ['longitude', 'Longitude'],
] as const;
type Field = (typeof FIELDS)[number][0];

const STATE_LABELS = { pending: 'Waiting for an administrator', approved: 'Approved', rejected: 'Rejected' } as const;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What identifies the business changes only once an administrator approves it (docs/behaviour.md §14). */
export function ChangeRequestForm({
  business,
  requests,
}: {
  business: BusinessDetail;
  requests: ChangeRequestSummary[];
}) {
  const initial = Object.fromEntries(FIELDS.map(([field]) => [field, text(business[field])])) as Record<Field, string>;
  const [values, setValues] = useState(initial);
  const request = useChangeRequest(String(business.id));
  const errors = fieldErrorsOf(request.error);
  const changed = FIELDS.filter(([field]) => values[field].trim() !== initial[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = Object.fromEntries(
      changed.map(([field]) => {
        const value = values[field].trim();
        const numeric = field === 'latitude' || field === 'longitude';
        return [field, value === '' ? null : numeric ? Number(value) : value];
      }),
    );
    request.mutate(change);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={1.5}>
        {FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            size="small"
            label={label}
            name={field}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            error={Boolean(errors[field])}
            helperText={errors[field]}
          />
        ))}
        {request.isSuccess && <Alert severity="success">Sent: an administrator will review your changes.</Alert>}
        {request.isError && Object.keys(errors).length === 0 && <ErrorAlert error={request.error} />}
        <div>
          <Button type="submit" variant="outlined" disabled={changed.length === 0 || request.isPending}>
            Ask for these changes
          </Button>
        </div>
      </Stack>
      {requests.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" className={styles.heading}>
            Your change requests
          </Typography>
          <ul className="ui-list">
            {requests.map((r) => (
              <li key={r.id}>
                <Chip
                  size="small"
                  label={STATE_LABELS[r.state]}
                  color={r.state === 'approved' ? 'success' : 'default'}
                  className={cx(styles.state, r.state === 'rejected' && styles.warning)}
                />
                {r.changes.map((c) => `${c.field}: ${text(c.before) || '–'} → ${text(c.after) || '–'}`).join('; ')}
                {r.reason && (
                  <Typography variant="body2" color="text.secondary">
                    Reason: {r.reason}
                  </Typography>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </form>
  );
}
