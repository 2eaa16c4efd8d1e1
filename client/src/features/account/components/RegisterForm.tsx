import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { RegisterDocument } from '../api/register.generated';
import { Field, ReadOnlyField } from '../../../components/form/Field';
import { formFailure } from '../../../api/api-errors';
import { formatMediumDate } from '../../../lib/format';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { failureDetail } from '../utils/failure-detail';
import { MAX_LENGTH, PROFILE_FIELDS, missingProfileField, passwordLengthError, profileFieldErrors, trimmedProfile, type ProfileField } from '../utils/profile-rules';
import { useDelayedNavigate } from '../utils/use-delayed-navigate';
import { FailureAlert, SuccessAlert } from './FormAlerts';
import { ProfileFields } from './ProfileFields';
import { PATHS } from '../../../lib/paths';
import { useFormState, type FieldErrors } from '../../../hooks/use-form-state';

type RegisterField = ProfileField | 'password' | 'confirmPassword';
type RegisterValues = Record<RegisterField, string>;

const FIELD_ORDER: readonly RegisterField[] = [...PROFILE_FIELDS, 'password', 'confirmPassword'];
const EMPTY: RegisterValues = { userName: '', fullName: '', address: '', mobileNumber: '', emailAddress: '', password: '', confirmPassword: '' };

/** Field messages of the sign-up form (docs/legacy-contract.md#validation). */
export function registerErrors(values: RegisterValues): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = profileFieldErrors(values);
  errors.password = values.password ? passwordLengthError(values.password) : MESSAGES.passwordRequired;
  if (!values.confirmPassword) errors.confirmPassword = MESSAGES.confirmPasswordMustMatch;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}

const focusField = (field: RegisterField) => document.getElementById(`register-${field}`)?.focus();

/** The sign-up form: on success a message, then the login page after 2 s. */
export function RegisterForm() {
  const form = useFormState(EMPTY);
  const { values } = form;
  // The creation time shown to the person: set when the page opens, renewed when they submit.
  const [createdAt, setCreatedAt] = useState(() => new Date().toISOString());
  const [failure, setFailure] = useState<{ message: string; detail?: string | null } | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [register, { loading }] = useMutation(RegisterDocument);
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
      if (missingProfileField(values) || !values.password || !values.confirmPassword) setFailure({ message: MESSAGES.fillAllFields });
      else if (values.password !== values.confirmPassword) setFailure({ message: MESSAGES.passwordsDoNotMatch });
      else setFailure(null);
      focusField(firstInvalid);
      return;
    }
    setFailure(null);
    try {
      const result = await register({
        variables: { input: { ...trimmedProfile(values), password: values.password, confirmPassword: values.confirmPassword } },
      });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
    } catch (error) {
      setFailure({ message: MESSAGES.registrationFailed, detail: failureDetail(formFailure(error)) });
      return;
    }
    setSucceeded(true);
    redirect(PATHS.loginPage, DELAYS.redirectAfterRegistration);
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
      hint={field === 'password' ? 'At least 8 characters.' : undefined}
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
