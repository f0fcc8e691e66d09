import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

type InputProps = InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;

export interface TextFieldProps extends Omit<InputProps, 'size'> {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  /** A <textarea> of `minRows` rows. */
  multiline?: boolean;
  minRows?: number;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled input (or textarea) with its help or error text under it, tied to it by aria-describedby. */
export function TextField({
  label,
  helperText,
  error,
  multiline,
  minRows,
  size,
  fullWidth: _fullWidth,
  inputRef,
  className,
  id,
  required,
  ...rest
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helpId = helperText ? `${inputId}-help` : undefined;
  const shared = {
    id: inputId,
    ref: inputRef,
    required,
    className: cx('ui-input', size === 'small' && 'ui-input-small'),
    'aria-invalid': error || undefined,
    'aria-describedby': helpId,
    ...rest,
  };
  return (
    <div className={cx('ui-field', error && 'ui-field-error', className)}>
      <label htmlFor={inputId} className="ui-field-label">
        {label}
        {required && ' *'}
      </label>
      {multiline ? <textarea rows={minRows ?? 3} {...shared} /> : <input {...shared} />}
      {helperText && (
        <p id={helpId} className="ui-field-help">
          {helperText}
        </p>
      )}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label. */
export function CheckboxField({ label, className, ...rest }: CheckboxFieldProps) {
  return (
    <label className={cx('ui-check', className)}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}
