import { fireEvent, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CustomerLoginDocument } from '../api/customer-login.generated';
import { EmployeeLoginDocument } from '../api/employee-login.generated';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { MESSAGES } from '../../../lib/messages';
import CustomerLoginPage from '../pages/CustomerLoginPage';
import EmployeeLoginPage from '../pages/EmployeeLoginPage';
import { afterLoginPath } from '../components/LoginForm';
import { renderScreen, currentPath, expectAddress, testToken } from '../../../test/kit';
import { RoleGate } from '../../../components/RoleGate';
import { SESSION_ENDED_MESSAGE } from '../../../state/session';
import { profile } from '../../../test/fixtures';

const PROFILE = profile();

const CREDENTIALS = { input: { userName: 'juan.dc', password: 'tuyo-and-tinapa' } };
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.sig';

const PORTALS = {
  customer: {
    path: '/login-page',
    page: <CustomerLoginPage />,
    document: CustomerLoginDocument,
    field: 'customerLogin',
    role: 'Customer',
  },
  employee: {
    path: '/employee-login-page',
    page: <EmployeeLoginPage />,
    document: EmployeeLoginDocument,
    field: 'employeeLogin',
    role: 'Employee',
  },
} as const;
type PortalName = keyof typeof PORTALS;

const loginAnswer = (portal: PortalName, answer: object) => ({
  request: { query: PORTALS[portal].document, variables: CREDENTIALS },
  ...answer,
});
const payload = (portal: PortalName, token: string, userId = PROFILE.id) => ({
  result: {
    data: { [PORTALS[portal].field]: { __typename: 'AuthPayload', token, userId, role: PORTALS[portal].role } },
  },
});
const profileAnswer = { request: { query: MyProfileDocument }, result: { data: { me: PROFILE } } };

function renderPortal(portal: PortalName, mocks: object[] = []) {
  const { path, page } = PORTALS[portal];
  return renderScreen(page, { path: path, mocks: mocks as never, only: true, toasts: false });
}

async function logIn(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Username/), 'juan.dc');
  await user.type(screen.getByLabelText(/^Password/), 'tuyo-and-tinapa');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('customer login', () => {
  it('shows the welcome, the two fields and links to sign up and to the employee portal', () => {
    renderPortal('customer');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back to the WATERS!' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register-page');
    expect(screen.getByRole('link', { name: 'Go to the Employee Portal' })).toHaveAttribute(
      'href',
      '/employee-login-page',
    );
  });

  it('keeps Login disabled while a field is empty and names the missing field once it was touched', async () => {
    const user = userEvent.setup();
    renderPortal('customer');
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(screen.queryByText(MESSAGES.loginUsernameRequired)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Username/));
    await user.tab();
    expect(screen.getByText(MESSAGES.loginUsernameRequired)).toBeVisible();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MESSAGES.loginPasswordRequired)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(MESSAGES.loginPasswordRequired)).toBeVisible();

    await user.type(screen.getByLabelText(/^Username/), 'juan.dc');
    expect(screen.queryByText(MESSAGES.loginUsernameRequired)).not.toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(button).toBeEnabled();
  });

  it('submitting the empty form asks for both username and password', () => {
    renderPortal('customer');
    fireEvent.submit(screen.getByRole('form', { name: 'Customer login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.enterBoth);
  });

  it('signs in: token, user id and role in session storage, the customer token in local storage, the profile kept, then /home', async () => {
    const user = userEvent.setup();
    renderPortal('customer', [loginAnswer('customer', payload('customer', TOKEN)), profileAnswer]);
    await logIn(user);
    await expectAddress('/home');
    expect(sessionStorage.getItem('token')).toBe(TOKEN);
    expect(sessionStorage.getItem('userId')).toBe(PROFILE.id);
    expect(sessionStorage.getItem('role')).toBe('Customer');
    expect(localStorage.getItem('customerToken')).toBe(TOKEN);
    expect(localStorage.getItem('employeeToken')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('userProfile') ?? 'null')).toMatchObject({
      id: PROFILE.id,
      userName: PROFILE.userName,
      fullName: PROFILE.fullName,
    });
  });

  it('still goes to /home when the profile cannot be fetched after signing in', async () => {
    const user = userEvent.setup();
    renderPortal('customer', [
      loginAnswer('customer', payload('customer', TOKEN)),
      { request: { query: MyProfileDocument }, error: new Error('Network down') },
    ]);
    await logIn(user);
    await expectAddress('/home');
    expect(sessionStorage.getItem('token')).toBe(TOKEN);
    expect(sessionStorage.getItem('userProfile')).toBeNull();
  });

  it('an answer without a token is an invalid response, and nobody is signed in', async () => {
    const user = userEvent.setup();
    renderPortal('customer', [loginAnswer('customer', payload('customer', ''))]);
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginInvalidResponse);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(currentPath()).not.toBe('/home');
  });
});

describe('employee login', () => {
  it('shows the employee portal welcome and a link back to the customer portal', () => {
    renderPortal('employee');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to the Employee Portal (Strictly for Employees Only)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to the Customer Portal' })).toHaveAttribute('href', '/login-page');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('has the same field messages and empty-form message', async () => {
    const user = userEvent.setup();
    renderPortal('employee');
    await user.click(screen.getByLabelText(/^Username/));
    await user.tab();
    await user.tab();
    expect(screen.getByText(MESSAGES.loginUsernameRequired)).toBeVisible();
    expect(screen.getByText(MESSAGES.loginPasswordRequired)).toBeVisible();
    fireEvent.submit(screen.getByRole('form', { name: 'Employee login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.enterBoth);
  });

  it('signs in with the employee call, keeps the employee token and opens the authorization queue', async () => {
    const user = userEvent.setup();
    renderPortal('employee', [loginAnswer('employee', payload('employee', TOKEN, 'emp-1')), profileAnswer]);
    await logIn(user);
    await expectAddress('/order-page');
    expect(sessionStorage.getItem('role')).toBe('Employee');
    expect(sessionStorage.getItem('userId')).toBe('emp-1');
    expect(localStorage.getItem('employeeToken')).toBe(TOKEN);
    expect(localStorage.getItem('customerToken')).toBeNull();
  });
});

describe('login failures (error catalogue)', () => {
  const unauthenticated = {
    result: {
      errors: [
        new GraphQLError('This account is locked. Try again in 15 minutes.', {
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ],
    },
  };

  it.each<[PortalName, string]>([
    ['customer', 'This account is locked. Try again in 15 minutes.'],
    ['employee', MESSAGES.invalidCredentials],
  ])('a 401 on the %s portal shows “%s”', async (portal, message) => {
    const user = userEvent.setup();
    renderPortal(portal, [loginAnswer(portal, unauthenticated)]);
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it.each<PortalName>(['customer', 'employee'])(
    'a server error on the %s portal asks to contact support',
    async (portal) => {
      const user = userEvent.setup();
      renderPortal(portal, [
        loginAnswer(portal, {
          result: { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
        }),
      ]);
      await logIn(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.internalServerError);
    },
  );

  it.each<PortalName>(['customer', 'employee'])(
    'a network failure on the %s portal is an unexpected error',
    async (portal) => {
      const user = userEvent.setup();
      renderPortal(portal, [loginAnswer(portal, { error: new Error('Failed to fetch') })]);
      await logIn(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unexpectedError);
    },
  );

  it('the message goes away when the next attempt succeeds', async () => {
    const user = userEvent.setup();
    renderPortal('customer', [
      loginAnswer('customer', { error: new Error('Failed to fetch') }),
      loginAnswer('customer', payload('customer', TOKEN)),
      profileAnswer,
    ]);
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unexpectedError);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectAddress('/home');
  });
});

describe('a session that ended during use', () => {
  it.each([
    ['Customer', '/login-page', <CustomerLoginPage key="c" />, 'customer'],
    ['Employee', '/employee-login-page', <EmployeeLoginPage key="e" />, 'employee'],
  ] as const)(
    'a %s whose token ran out is told so on the portal’s login page, then goes back to the page after logging in',
    async (role, loginPath, page, portal) => {
      sessionStorage.setItem('token', testToken({ sub: 'u-1', role, exp: Math.floor(Date.now() / 1000) - 60 }));
      sessionStorage.setItem('userId', 'u-1');
      sessionStorage.setItem('role', role);
      const user = userEvent.setup();
      renderScreen(
        { '/storefront': <RoleGate title="Storefront" views={{ [role]: () => <p>The shop</p> }} />, [loginPath]: page },
        {
          path: '/storefront',
          mocks: [loginAnswer(portal, payload(portal, TOKEN)), profileAnswer] as never,
          toasts: false,
        },
      );
      await expectAddress(loginPath);
      expect(screen.getByRole('alert')).toHaveTextContent(SESSION_ENDED_MESSAGE);
      expect(SESSION_ENDED_MESSAGE).toBe('Your session ended; please log in again');
      await logIn(user);
      await expectAddress('/storefront');
    },
  );
});

describe('where a login goes', () => {
  it('employees to their authorization queue, customers to /home, unless sent from a page', () => {
    expect(afterLoginPath(null, 'Employee')).toBe('/order-page');
    expect(afterLoginPath(null, 'Customer')).toBe('/home');
    expect(afterLoginPath({ from: '/complete-orders' }, 'Employee')).toBe('/complete-orders');
  });

  it('back to the signed-in page that asked for it, else /home; never to another site', () => {
    expect(afterLoginPath({ from: '/storefront' })).toBe('/storefront');
    expect(afterLoginPath(null)).toBe('/home');
    expect(afterLoginPath({ from: 'https://evil.example' })).toBe('/home');
    expect(afterLoginPath({ from: '//evil.example/x' })).toBe('/home');
    expect(afterLoginPath({ from: '/\\evil.example' })).toBe('/home');
    expect(afterLoginPath({ from: 42 })).toBe('/home');
  });
});
