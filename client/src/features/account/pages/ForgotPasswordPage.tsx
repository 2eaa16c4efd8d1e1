import { EMAIL_MAX } from '@waters/domain';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RequestPasswordResetDocument } from '../api/request-password-reset.generated';
import { Field } from '../../../components/form/Field';
import { formFailure } from '../../../api/api-errors';
import { OneFormScreen } from '../components/OneFormScreen';
import { PATHS } from '../../../lib/paths';
import { useFormState } from '../../../hooks/use-form-state';

export const FORGOT_MESSAGES = {
  accountRequired: 'Enter your username or email address.',
  failed: 'The reset link could not be requested just now. Please try again.',
};

/** forgot-password: asks for a reset link by e-mail (the same answer whether or not the account exists). */
export default function ForgotPasswordPage() {
  const form = useFormState({ account: '' });
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = { account: form.values.account.trim() ? undefined : FORGOT_MESSAGES.accountRequired };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    if (errors.account) return document.getElementById('forgot-account')?.focus();
    setFailure(null);
    try {
      const { data } = await request({ variables: { input: { account: form.values.account.trim() } } });
      setDone(data?.requestPasswordReset ?? null);
    } catch (error) {
      const { code, message } = formFailure(error);
      setFailure(
        code === 'TOO_MANY_REQUESTS' || code === 'BAD_USER_INPUT'
          ? (message ?? FORGOT_MESSAGES.failed)
          : FORGOT_MESSAGES.failed,
      );
    }
  };

  return (
    <OneFormScreen
      title="Forgot your password?"
      done={done}
      failure={failure}
      onSubmit={submit}
      submitLabel="Send reset link"
      busy={loading}
      links={
        <>
          Remembered it? <Link to={PATHS.loginPage}>Log in</Link> ·{' '}
          <Link to={PATHS.employeeLoginPage}>Employee Portal</Link>
        </>
      }
    >
      <p>Enter the username or email address of your account, and we will email you a link to choose a new password.</p>
      <Field
        id="forgot-account"
        label="Username or email"
        {...form.bind('account', errors)}
        autoComplete="username"
        maxLength={EMAIL_MAX}
        required
      />
    </OneFormScreen>
  );
}
