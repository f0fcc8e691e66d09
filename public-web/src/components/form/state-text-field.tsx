import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../ui/text-field';

export type StateTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The field's error: marks it invalid and stands under it in place of `hint`. */
  error?: string | null;
  /** The text under the field while it has no error; none when left out. */
  hint?: ReactNode;
};

/** A text field whose value is React state (FormTextField is the one for react-hook-form). */
export function StateTextField({ value, onValueChange, error, hint, ...props }: StateTextFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
    />
  );
}
