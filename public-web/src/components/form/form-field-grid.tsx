import type { ComponentType } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { Grid } from '../../ui/layout';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A field of a form grid: a text field, unless `input` brings its own control (a picker, say). */
export type GridField<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'control'> & {
  /** Half the row from `sm` up; otherwise the whole row. */
  half?: boolean;
  input?: ComponentType<{ control: Control<T> }>;
};

/** The fields of a form, in order, two to a row where they are `half`. */
export function FormFieldGrid<T extends FieldValues>({
  control,
  fields,
}: {
  control: Control<T>;
  fields: GridField<T>[];
}) {
  return (
    <Grid container spacing={2}>
      {fields.map(({ half, input: Input, ...field }) => (
        <Grid key={field.name} size={half ? { xs: 12, sm: 6 } : 12}>
          {Input ? <Input control={control} /> : <FormTextField control={control} {...field} />}
        </Grid>
      ))}
    </Grid>
  );
}

/** The optional phone number both public forms ask for; each form adds its own limit check. */
export const PHONE_FIELD = {
  name: 'phone',
  label: 'Phone Number (Optional)',
  half: true,
  type: 'tel',
  autoComplete: 'tel',
} as const;
