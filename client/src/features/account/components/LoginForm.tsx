import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLocation, useNavigate } from 'react-router-dom';
import { CustomerLoginDocument } from '../api/customer-login.generated';
import { EmployeeLoginDocument } from '../api/employee-login.generated';
import { Field } from '../../../components/form/Field';
import { formFailure, loginErrorMessage } from '../../../api/api-errors';
import { MESSAGES } from '../../../lib/messages';
import { isSessionEndedState, SESSION_ENDED_MESSAGE } from '../../../state/session';
import { finishSignIn } from '../utils/finish-sign-in';
import { FailureAlert } from './FormAlerts';
import { PATHS } from '../../../lib/paths';
import { useFormState } from '../../../hooks/use-form-state';

export type Portal = 'customer' | 'employee';
type LoginField = 'userName' | 'password';

const loginErrors = (values: Record<LoginField, string>) => ({
  userName: values.userName.trim() ? undefined : MESSAGES.loginUsernameRequired,
  password: values.password ? undefined : MESSAGES.loginPasswordRequired,
});

/**
 * Where a login goes: back to the signed-in page that sent the visitor to log in (RoleGate and an
 * ended session pass it as `from`; only a path of this site is followed); else employees to their
 * authorization queue, everyone else to /home, as on the original site.
 */
export function afterLoginPath(state: unknown, role?: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\'))
    return from;
  return role === 'Employee' ? PATHS.orderPage : PATHS.home;
}

/**
 * The login form of both portals: the same fields and rules, a different call and a
 * different answer to a wrong password (docs/legacy-contract.md#messages-and-delays).
 */
export function LoginForm({ portal }: { portal: Portal }) {
  const form = useFormState<Record<LoginField, string>>({ userName: '', password: '' });
  const { values } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const { state } = useLocation();
  const [customerLogin, customer] = useMutation(CustomerLoginDocument);
  const [employeeLogin, employee] = useMutation(EmployeeLoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const busy = customer.loading || employee.loading || finishing;

  const errors = loginErrors(values);
  const invalid = !!(errors.userName || errors.password);

  const login = async () => {
    const variables = { input: { userName: values.userName.trim(), password: values.password } };
    if (portal === 'customer') {
      const result = await customerLogin({ variables });
      if (result.error) throw result.error;
      return result.data?.customerLogin;
    }
    const result = await employeeLogin({ variables });
    if (result.error) throw result.error;
    return result.data?.employeeLogin;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.attempt();
    if (invalid) {
      setFailure(MESSAGES.enterBoth);
      return;
    }
    setFailure(null);
    let answer: Awaited<ReturnType<typeof login>>;
    try {
      answer = await login();
    } catch (error) {
      setFailure(loginErrorMessage(formFailure(error), portal));
      return;
    }
    if (!answer?.token) {
      setFailure(MESSAGES.loginInvalidResponse);
      return;
    }
    setFinishing(true);
    await finishSignIn(client, answer);
    navigate(afterLoginPath(state, answer.role));
  };

  const id = (field: LoginField) => `${portal}-login-${field}`;
  return (
    <Form noValidate onSubmit={submit} aria-label={portal === 'customer' ? 'Customer login' : 'Employee login'}>
      {/* Why the visitor is here: the session ended while they used the site (until they try again). */}
      {isSessionEndedState(state) && !form.submitted && <Alert variant="warning">{SESSION_ENDED_MESSAGE}</Alert>}
      <FailureAlert message={failure} />
      <Field id={id('userName')} label="Username" autoComplete="username" {...form.bind('userName', errors)} required />
      <Field
        id={id('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.bind('password', errors)}
        required
      />
      <Button type="submit" variant="primary" className="w-100" disabled={invalid || busy}>
        {busy ? 'Logging in…' : 'Login'}
      </Button>
    </Form>
  );
}
