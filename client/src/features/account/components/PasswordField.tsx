import { Field, type FieldProps } from '../../../components/form/Field';
import { MAX_LENGTH } from '../utils/profile-rules';

type PasswordFieldProps = Omit<Extract<FieldProps, { as?: 'input' }>, 'type' | 'autoComplete' | 'maxLength'> & {
  /** The password in use now (a browser offers the saved one), not a new one. */
  current?: boolean;
};

/** A password of the sign-up and profile forms, at most as long as the server takes. */
export function PasswordField({ current = false, ...field }: PasswordFieldProps) {
  return (
    <Field
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      maxLength={MAX_LENGTH.password}
      {...field}
    />
  );
}
