import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CustomerLoginDocument } from '../api/customer-login.generated';
import { RegisterDocument } from '../api/register.generated';
import { Field, ReadOnlyField } from '../../../components/form/Field';
import { formFailure, type FormFailure } from '../../../api/api-errors';
import { PASSWORD_MAX, PASSWORD_MIN } from '@waters/domain';
import { formatMediumDate } from '../../../lib/format';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { failureDetail } from '../utils/failure-detail';
import { finishSignIn } from '../utils/finish-sign-in';
import { afterLoginPath } from './LoginForm';
import {
  MAX_LENGTH,
  PROFILE_FIELDS,
  missingProfileField,
  passwordLengthError,
  profileFieldErrors,
  trimmedProfile,
  type ProfileField,
} from '../utils/profile-rules';
import { useDelayedNavigate } from '../utils/use-delayed-navigate';
import { FailureAlert, SuccessAlert } from './FormAlerts';
import { ProfileFields } from './ProfileFields';
import { ProfilePlaceFields } from './ProfilePlaceFields';
import { EMPTY_PLACE, PLACE_FIELDS, placeErrors, placeInput, type PlaceField } from '../utils/address-rules';
import { PATHS } from '../../../lib/paths';
import { useFormState, type FieldErrors } from '../../../hooks/use-form-state';

type RegisterField = ProfileField | PlaceField | 'password' | 'confirmPassword';
type RegisterValues = Record<RegisterField, string>;

/** In the order they are shown: the place under Address. */
const FIELD_ORDER: readonly RegisterField[] = [
  'userName',
  'fullName',
  'address',
  ...PLACE_FIELDS,
  'mobileNumber',
  'emailAddress',
  'password',
  'confirmPassword',
];
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
  const errors: FieldErrors<RegisterField> = { ...profileFieldErrors(values), ...placeErrors(values) };
  errors.password = values.password ? passwordLengthError(values.password) : MESSAGES.passwordRequired;
  if (!values.confirmPassword) errors.confirmPassword = MESSAGES.confirmPasswordMustMatch;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}

const focusField = (field: RegisterField) => document.getElementById(`register-${field}`)?.focus();

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
  const form = useFormState(EMPTY);
  const { values } = form;
  // The creation time shown to the person: set when the page opens, renewed when they submit.
  const [createdAt, setCreatedAt] = useState(() => new Date().toISOString());
  const [failure, setFailure] = useState<{ message: string; detail?: string | null } | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [register, { loading }] = useMutation(RegisterDocument);
  const [customerLogin] = useMutation(CustomerLoginDocument);
  const client = useApolloClient();
  const redirect = useDelayedNavigate();

  const errors = registerErrors(values);
  const shown = (field: RegisterField) => form.visible(errors, field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || succeeded) return;
    form.attempt();
    setCreatedAt(new Date().toISOString());
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      if (missingProfileField(values) || !values.cityCode || !values.password || !values.confirmPassword)
        setFailure({ message: MESSAGES.fillAllFields });
      else if (values.password !== values.confirmPassword) setFailure({ message: MESSAGES.passwordsDoNotMatch });
      else setFailure(null);
      focusField(firstInvalid);
      return;
    }
    setFailure(null);
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

  const passwordField = (field: 'password' | 'confirmPassword', label: string) => (
    <Field
      id={`register-${field}`}
      label={label}
      type="password"
      autoComplete="new-password"
      value={values[field]}
      onChange={form.change(field)}
      onBlur={form.touch(field)}
      error={shown(field)}
      hint={field === 'password' ? PASSWORD_HINT : undefined}
      maxLength={MAX_LENGTH.password}
      required
      disabled={succeeded}
    />
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Sign up">
      <FailureAlert message={failure?.message ?? null} detail={failure?.detail} />
      <SuccessAlert message={succeeded ? MESSAGES.registrationSucceeded : null} />
      <p className="small text-body-secondary">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <ProfileFields
        idPrefix="register"
        values={values}
        errors={Object.fromEntries(PROFILE_FIELDS.map((field) => [field, shown(field)]))}
        onChange={form.change}
        onBlur={form.touch}
        disabled={succeeded}
        place={
          <ProfilePlaceFields
            idPrefix="register"
            values={values}
            errors={Object.fromEntries(PLACE_FIELDS.map((field) => [field, shown(field)]))}
            onValues={(update) => form.setValues((current: RegisterValues) => ({ ...current, ...update(current) }))}
            disabled={succeeded}
          />
        }
      />
      {/* The record keeps the ISO timestamp; people read it in Philippine time. */}
      <ReadOnlyField id="register-createdAt" label="Account Created At" value={formatMediumDate(createdAt)} />
      {passwordField('password', 'Password')}
      {passwordField('confirmPassword', 'Confirm Password')}
      <Button type="submit" variant="primary" className="w-100" disabled={loading || succeeded}>
        {loading ? 'Creating account…' : 'Register'}
      </Button>
    </Form>
  );
}
