import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { CustomerLoginDocument } from '../api/customer-login.generated';
import { RegisterDocument } from '../api/register.generated';
import { ReadOnlyField } from '../../../components/form/Field';
import { formFailure, type FormFailure } from '../../../api/api-errors';
import { PASSWORD_MAX, PASSWORD_MIN } from '@waters/domain';
import { formatMediumDate } from '../../../lib/format';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { failureDetail } from '../utils/failure-detail';
import { finishSignIn } from '../utils/finish-sign-in';
import { afterLoginPath } from './LoginForm';
import {
  PROFILE_FIELD_ORDER,
  passwordLengthError,
  personErrors,
  trimmedProfile,
  type PersonField,
} from '../utils/profile-rules';
import { useDelayedNavigate } from '../utils/use-delayed-navigate';
import { AccountForm } from './AccountForm';
import { PasswordField } from './PasswordField';
import { ProfileFields } from './ProfileFields';
import { useAccountForm } from './use-account-form';
import { EMPTY_PLACE, placeInput } from '../utils/address-rules';
import { PATHS } from '../../../lib/paths';
import type { FieldErrors } from '../../../hooks/use-form-state';

type RegisterField = PersonField | 'password' | 'confirmPassword';
type RegisterValues = Record<RegisterField, string>;

const FIELD_ORDER: readonly RegisterField[] = [...PROFILE_FIELD_ORDER, 'password', 'confirmPassword'];
const EMPTY: RegisterValues = {
  userName: '',
  fullName: '',
  address: '',
  ...EMPTY_PLACE,
  mobileNumber: '',
  emailAddress: '',
  password: '',
  confirmPassword: '',
};

/** Field messages of the sign-up form (docs/legacy-contract.md#validation), and the place the address is in. */
export function registerErrors(values: RegisterValues): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = personErrors(values, true);
  errors.password = values.password ? passwordLengthError(values.password) : MESSAGES.passwordRequired;
  if (!values.confirmPassword) errors.confirmPassword = MESSAGES.confirmPasswordMustMatch;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** The server's password rules (server/src/modules/users/password-policy.ts), told before they refuse one. */
export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters; not a common password, not only spaces, and not your user name.`;

/**
 * The server's refusal by field: its field messages, and a taken user name (a CONFLICT that
 * names no field) under User Name.
 */
export function registerServerErrors({ code, message, fields }: FormFailure): FieldErrors<RegisterField> {
  const known = Object.fromEntries(
    Object.entries(fields).filter(([field]) => (FIELD_ORDER as readonly string[]).includes(field)),
  );
  return code === 'CONFLICT' && message ? { userName: message, ...known } : known;
}

/**
 * The sign-up form: on success a message and the person signed in with the same credentials,
 * then after 2 s where a signed-in customer lands (the login page if signing in failed).
 */
export function RegisterForm() {
  const { form, shown, setFailure, succeeded, setSucceeded, focusField, checked, field, alerts } = useAccountForm(
    EMPTY,
    registerErrors,
    { idPrefix: 'register', order: FIELD_ORDER, success: MESSAGES.registrationSucceeded },
  );
  const { values } = form;
  // The creation time shown to the person: set when the page opens, renewed when they submit.
  const [createdAt, setCreatedAt] = useState(() => new Date().toISOString());
  const [register, { loading }] = useMutation(RegisterDocument);
  const [customerLogin] = useMutation(CustomerLoginDocument);
  const client = useApolloClient();
  const redirect = useDelayedNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || succeeded) return;
    setCreatedAt(new Date().toISOString());
    const missing = !values.cityCode || !values.password || !values.confirmPassword;
    if (!checked({ missing, passwordsDiffer: values.password !== values.confirmPassword })) return;
    try {
      const result = await register({
        variables: {
          input: {
            ...trimmedProfile(values),
            ...placeInput(values),
            password: values.password,
            confirmPassword: values.confirmPassword,
          },
        },
      });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
    } catch (error) {
      const refusal = formFailure(error);
      const byField = registerServerErrors(refusal);
      setFailure({ message: MESSAGES.registrationFailed, detail: failureDetail(refusal) });
      // Each reason also beside its field, and the first such field focused.
      form.setServerErrors(byField);
      const first = FIELD_ORDER.find((field) => byField[field]);
      if (first) focusField(first);
      return;
    }
    setSucceeded(true);
    const redirectedAt = Date.now();
    let landing: string = PATHS.loginPage;
    try {
      const result = await customerLogin({
        variables: { input: { userName: values.userName.trim(), password: values.password } },
      });
      const answer = result.data?.customerLogin;
      if (answer?.token) {
        await finishSignIn(client, answer);
        landing = afterLoginPath(null, answer.role);
      }
    } catch {
      // Not signed in after all: the login page, as on the original site.
    }
    redirect(landing, Math.max(0, DELAYS.redirectAfterRegistration - (Date.now() - redirectedAt)));
  };

  const passwordField = (name: 'password' | 'confirmPassword', label: string) => (
    <PasswordField {...field(name)} label={label} hint={name === 'password' ? PASSWORD_HINT : undefined} required />
  );

  return (
    <AccountForm label="Sign up" onSubmit={submit} {...alerts}>
      <p className="small text-body-secondary">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <ProfileFields idPrefix="register" form={form} shown={shown} disabled={succeeded} withPlace />
      {/* The record keeps the ISO timestamp; people read it in Philippine time. */}
      <ReadOnlyField id="register-createdAt" label="Account Created At" value={formatMediumDate(createdAt)} />
      {passwordField('password', 'Password')}
      {passwordField('confirmPassword', 'Confirm Password')}
      <Button type="submit" variant="primary" className="w-100" disabled={loading || succeeded}>
        {loading ? 'Creating account…' : 'Register'}
      </Button>
    </AccountForm>
  );
}
