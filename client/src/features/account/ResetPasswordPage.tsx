import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordDocument } from './api/reset-password.generated';
import { Field } from '../../components/form/Field';
import { formFailure } from '../../lib/api-errors';
import { MESSAGES } from '../../lib/messages';
import { AccountScreen } from './AccountScreen';
import { AccountCard } from './components/AccountCard';
import { FailureAlert, SuccessAlert } from './components/FormAlerts';
import { PATHS } from '../../lib/paths';
import { useFormState, type FieldErrors } from '../../lib/use-form-state';

export const RESET_PAGE_MESSAGES = {
  noToken: 'This page needs the link from the password reset email. Please ask for a new one.',
  failed: 'The password could not be changed just now. Please try again.',
};

type ResetField = 'password' | 'confirmPassword';

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
    confirmPassword: values.confirmPassword === values.password && values.confirmPassword ? undefined : MESSAGES.confirmPasswordMustMatch,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    const first = (['password', 'confirmPassword'] as const).find((field) => errors[field]);
    if (first) return document.getElementById(`reset-${first}`)?.focus();
    setFailure(null);
    try {
      const { data } = await reset({ variables: { input: { token, password: values.password, confirmPassword: values.confirmPassword } } });
      setDone(data?.resetPassword ?? null);
    } catch (error) {
      const { code, message } = formFailure(error);
      setFailure(code === 'BAD_USER_INPUT' ? (message ?? RESET_PAGE_MESSAGES.failed) : RESET_PAGE_MESSAGES.failed);
    }
  };

  return (
    <AccountScreen title="Choose a new password">
      <AccountCard>
        <SuccessAlert message={done} />
        <FailureAlert message={failure} />
        {token && !done && (
          <Form noValidate onSubmit={submit}>
            <Field
              id="reset-password"
              label="New password"
              type="password"
              value={values.password}
              onChange={form.change('password')}
              onBlur={form.touch('password')}
              autoComplete="new-password"
              maxLength={128}
              hint="At least 8 characters; a common or easily guessed password is refused."
              required
              error={form.visible(errors, 'password')}
            />
            <Field
              id="reset-confirmPassword"
              label="Confirm new password"
              type="password"
              value={values.confirmPassword}
              onChange={form.change('confirmPassword')}
              onBlur={form.touch('confirmPassword')}
              autoComplete="new-password"
              maxLength={128}
              required
              error={form.visible(errors, 'confirmPassword')}
            />
            <Button type="submit" className="w-100" disabled={loading}>
              Change password
            </Button>
          </Form>
        )}
        <p className="mt-3 mb-0 text-center">
          {done ? 'Log in with your new password: ' : ''}
          <Link to={PATHS.loginPage}>Customer login</Link> · <Link to={PATHS.employeeLoginPage}>Employee Portal</Link>
          {!done && (
            <>
              {' '}
              · <Link to={PATHS.forgotPassword}>Ask for a new link</Link>
            </>
          )}
        </p>
      </AccountCard>
    </AccountScreen>
  );
}
