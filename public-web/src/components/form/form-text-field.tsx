import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { FieldCheck } from '../../lib/validation';
import { TextField, type TextFieldProps } from '../../ui/text-field';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  validate?: FieldCheck;
};

/** A text field bound to react-hook-form, its error under it (docs/screens.md §5) and a blank line otherwise. */
export function FormTextField<T extends FieldValues>({ control, name, validate, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate }}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField {...props} {...field} inputRef={ref} error={Boolean(error)} helperText={error?.message ?? ' '} />
      )}
    />
  );
}
