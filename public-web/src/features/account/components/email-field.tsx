import { StateTextField, type StateTextFieldProps } from '../../../components/form/state-text-field';

type EmailFieldProps = Omit<StateTextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'required' | 'fullWidth'>;

/** The required e-mail address of the sign-in and password reset forms. */
export function EmailField(props: EmailFieldProps) {
  return (
    <StateTextField
      label="E-mail address"
      name="email"
      type="email"
      autoComplete="email"
      required
      fullWidth
      {...props}
    />
  );
}
