import { PASSWORD_MAX } from '@waters/domain';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordDocument } from '../api/reset-password.generated';
import { Field } from '../../../components/form/Field';
import { formFailure } from '../../../api/api-errors';
import { MESSAGES } from '../../../lib/messages';
import { OneFormScreen } from '../components/OneFormScreen';
import { PATHS } from '../../../lib/paths';
import { useFormState, type FieldErrors } from '../../../hooks/use-form-state';

export const RESET_PAGE_MESSAGES = {
  noToken: 'This page needs the link from the password reset email. Please ask for a new one.',
  failed: 'The password could not be changed just now. Please try again.',
};

type ResetField = 'password' | 'confirmPassword';

const NEW_PASSWORD = {
  type: 'password',
  autoComplete: 'new-password',
  maxLength: PASSWORD_MAX,
  required: true,
} as const;
const PASSWORD_HINT = 'At least 8 characters; a common or easily guessed password is refused.';

/** reset-password?token=…: the link from the e-mail; sets a new password, then the person logs in again. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useFormState<Record<ResetField, string>>({ password: '', confirmPassword: '' });
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : RESET_PAGE_MESSAGES.noToken);
  const { values } = form;
  const errors: FieldErrors<ResetField> = {
    password: values.password ? undefined : MESSAGES.passwordRequired,
    confirmPassword:
      values.confirmPassword === values.password && values.confirmPassword
        ? undefined
        : MESSAGES.confirmPasswordMustMatch,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    const first = (['password', 'confirmPassword'] as const).find((field) => errors[field]);
    if (first) return document.getElementById(`reset-${first}`)?.focus();
    setFailure(null);
    try {
      const { data } = await reset({
        variables: { input: { token, password: values.password, confirmPassword: values.confirmPassword } },
      });
      setDone(data?.resetPassword ?? null);
    } catch (error) {
      const { code, message } = formFailure(error);
      setFailure(code === 'BAD_USER_INPUT' ? (message ?? RESET_PAGE_MESSAGES.failed) : RESET_PAGE_MESSAGES.failed);
    }
  };

  return (
    <OneFormScreen
      title="Choose a new password"
      done={done}
      failure={failure}
      showForm={!!token}
      onSubmit={submit}
      submitLabel="Change password"
      busy={loading}
      links={
        <>
          {done ? 'Log in with your new password: ' : ''}
          <Link to={PATHS.loginPage}>Customer login</Link> · <Link to={PATHS.employeeLoginPage}>Employee Portal</Link>
          {!done && (
            <>
              {' '}
              · <Link to={PATHS.forgotPassword}>Ask for a new link</Link>
            </>
          )}
        </>
      }
    >
      <Field
        id="reset-password"
        label="New password"
        {...NEW_PASSWORD}
        {...form.bind('password', errors)}
        hint={PASSWORD_HINT}
      />
      <Field
        id="reset-confirmPassword"
        label="Confirm new password"
        {...NEW_PASSWORD}
        {...form.bind('confirmPassword', errors)}
      />
    </OneFormScreen>
  );
}
