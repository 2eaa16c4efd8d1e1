import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { CustomerLoginDocument } from '../api/customer-login.generated';
import { RegisterDocument } from '../api/register.generated';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import RegisterPage from '../pages/RegisterPage';
import { renderScreen, currentPath } from '../../../test/kit';
import { BACOOR, PLACE_MOCKS, profile, REQUIRED_PROFILE_FIELDS } from '../../../test/fixtures';
import { PASSWORD_HINT } from '../components/RegisterForm';

const FILLED = {
  'User Name': 'juan.dc',
  'Full Name': 'Juan Dela Cruz',
  Address: '12 Rizal St.',
  'Mobile Number': '+63 917 123 4567',
  'Email Address': 'juan@example.ph',
  Password: 'tuyo-and-tinapa',
  'Confirm Password': 'tuyo-and-tinapa',
};

const INPUT = {
  userName: 'juan.dc',
  fullName: 'Juan Dela Cruz',
  address: '12 Rizal St.',
  cityCode: BACOOR,
  barangayCode: null,
  landmark: null,
  mobileNumber: '+63 917 123 4567',
  emailAddress: 'juan@example.ph',
  password: 'tuyo-and-tinapa',
  confirmPassword: 'tuyo-and-tinapa',
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Types the values; with an address, chooses its place from the lists too (Cavite, Bacoor). */
async function fill(user: UserEvent, values: Partial<Record<keyof typeof FILLED, string>>) {
  for (const [label, value] of Object.entries(values)) if (value) await user.type(field(label), value);
  if (values.Address) {
    await screen.findByRole('option', { name: 'Cavite' });
    await user.selectOptions(field('Province'), 'Cavite');
    await screen.findByRole('option', { name: 'Bacoor' });
    await user.selectOptions(field('City or municipality'), 'Bacoor');
  }
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Register' }));

afterEach(() => jest.useRealTimers());

describe('registration', () => {
  it('shows the sign-up form with its labels, example formats, the creation time and a link to log in', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T05:31:15.000Z') });
    renderScreen(<RegisterPage />, { path: '/register-page', mocks: PLACE_MOCKS, only: true, toasts: false });
    expect(screen.getByRole('heading', { level: 1, name: 'New to the WATERS?' })).toBeInTheDocument();
    for (const label of Object.keys(FILLED)) expect(field(label)).toBeRequired();
    expect(field('Mobile Number')).toHaveAttribute('type', 'tel');
    expect(field('Mobile Number')).toHaveAttribute('placeholder', 'e.g. +63 917 123 4567');
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Email Address')).toHaveAttribute('placeholder', expect.stringContaining('@'));
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(field('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Account Created At')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Account Created At')).toHaveValue('Nov 21, 2026, 1:31:15 PM');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login-page');
  });

  it.each([
    ...REQUIRED_PROFILE_FIELDS,
    ['Password', MESSAGES.passwordRequired] as const,
    ['Confirm Password', MESSAGES.confirmPasswordMustMatch] as const,
  ])('%s shows “%s” once it was left empty', async (label, message) => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register-page', mocks: PLACE_MOCKS, only: true, toasts: false });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.click(field(label));
    await user.tab();
    expect(screen.getByText(message)).toBeVisible();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('submitting with a missing field says to fill in all the required fields and shows every field message', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register-page', mocks: PLACE_MOCKS, only: true, toasts: false });
    await fill(user, { 'User Name': FILLED['User Name'] });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
    for (const message of [
      MESSAGES.fullNameRequired,
      MESSAGES.addressRequired,
      MESSAGES.mobileRequired,
      MESSAGES.emailRequired,
      MESSAGES.passwordRequired,
      MESSAGES.confirmPasswordMustMatch,
      'Choose the province.',
      'Choose the city or municipality.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.queryByText(MESSAGES.usernameRequired)).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveFocus();
  });

  it('a different confirmation says the passwords do not match, on the form and at the field', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register-page', mocks: PLACE_MOCKS, only: true, toasts: false });
    await fill(user, { ...FILLED, 'Confirm Password': 'tuyo-and-tinapa!' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
    expect(field('Confirm Password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    expect(field('Confirm Password')).toHaveFocus();
  });

  it('refuses a mobile number that does not follow the pattern before sending anything', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register-page', mocks: PLACE_MOCKS, only: true, toasts: false });
    await fill(user, { ...FILLED, 'Mobile Number': '0917-abc-4567' });
    await submit(user);
    expect(field('Mobile Number')).toHaveAccessibleDescription(MESSAGES.mobileInvalid);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Mobile Number')).toHaveFocus();
  });

  const registered = {
    request: { query: RegisterDocument, variables: { input: INPUT } },
    result: { data: { register: { __typename: 'UserProfile', id: 'new-id', userName: 'juan.dc' } } },
  };
  const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJuZXctaWQifQ.sig';
  const signedIn = {
    request: {
      query: CustomerLoginDocument,
      variables: { input: { userName: 'juan.dc', password: 'tuyo-and-tinapa' } },
    },
    result: {
      data: { customerLogin: { __typename: 'AuthPayload', token: TOKEN, userId: 'new-id', role: 'Customer' } },
    },
  };
  const profileAnswer = {
    request: { query: MyProfileDocument },
    result: { data: { me: profile({ id: 'new-id', userName: 'juan.dc' }) } },
  };

  it('creates the account, says so, renews the creation time, signs the person in and lands them on /home after exactly 2 s', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T05:31:15.000Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderScreen(<RegisterPage />, {
      path: '/register-page',
      mocks: [registered, signedIn, profileAnswer, ...PLACE_MOCKS],
      only: true,
      toasts: false,
    });
    await fill(user, FILLED);
    jest.setSystemTime(new Date('2026-11-21T05:40:00.000Z'));
    await submit(user);
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.registrationSucceeded);
    expect(screen.getByLabelText('Account Created At')).toHaveValue('Nov 21, 2026, 1:40:00 PM');
    expect(sessionStorage.getItem('token')).toBe(TOKEN);
    expect(sessionStorage.getItem('userId')).toBe('new-id');
    expect(sessionStorage.getItem('role')).toBe('Customer');
    act(() => jest.advanceTimersByTime(DELAYS.redirectAfterRegistration - 1));
    expect(currentPath()).toBe('/register-page');
    act(() => jest.advanceTimersByTime(1));
    expect(currentPath()).toBe('/home');
    expect(DELAYS.redirectAfterRegistration).toBe(2000);
  });

  it('opens the login page after 2 s when signing in after sign-up fails', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderScreen(<RegisterPage />, {
      path: '/register-page',
      mocks: [registered, { ...signedIn, result: undefined, error: new Error('Network down') }, ...PLACE_MOCKS],
      only: true,
      toasts: false,
    });
    await fill(user, FILLED);
    await submit(user);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.registrationSucceeded);
    expect(sessionStorage.getItem('token')).toBeNull();
    act(() => jest.advanceTimersByTime(DELAYS.redirectAfterRegistration));
    expect(currentPath()).toBe('/login-page');
  });

  it.each([
    [
      'User Name',
      { message: 'Username is already taken.', extensions: { code: 'CONFLICT' } },
      'Username is already taken.',
    ],
    [
      'Password',
      {
        message: 'Password is too common. Please choose another one.',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { password: 'Password is too common. Please choose another one.' },
        },
      },
      'Password is too common. Please choose another one.',
    ],
  ])(
    'shows the server’s refusal beside %s too (aria-invalid, described by it), focused, and drops it once the field changes',
    async (label, error, reason) => {
      const user = userEvent.setup();
      renderScreen(<RegisterPage />, {
        path: '/register-page',
        mocks: [
          { request: { query: RegisterDocument, variables: { input: INPUT } }, result: { errors: [error] } },
          ...PLACE_MOCKS,
        ],
        only: true,
        toasts: false,
      });
      await fill(user, FILLED);
      await submit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.registrationFailed);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(reason));
      expect(field(label)).toHaveFocus();
      await user.type(field(label), 'x');
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    },
  );

  it('states the server’s password rules in the hint', () => {
    renderScreen(<RegisterPage />, { path: '/register-page', mocks: PLACE_MOCKS, only: true, toasts: false });
    expect(PASSWORD_HINT).toBe('8 to 128 characters; not a common password, not only spaces, and not your user name.');
    expect(field('Password')).toHaveAccessibleDescription(PASSWORD_HINT);
  });

  it.each([
    [
      'a refusal from the server',
      { result: { errors: [{ message: 'Username is already taken.', extensions: { code: 'CONFLICT' } }] } },
    ],
    ['a network failure', { error: new Error('Network down') }],
  ])('any failure (%s) says the account creation failed, and stays on the page', async (_case, answer) => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, {
      path: '/register-page',
      mocks: [{ request: { query: RegisterDocument, variables: { input: INPUT } }, ...answer }, ...PLACE_MOCKS],
      only: true,
      toasts: false,
    });
    await fill(user, FILLED);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.registrationFailed)).toBeInTheDocument();
    expect(alert).toHaveClass('alert-danger');
    expect(screen.queryByText(MESSAGES.registrationSucceeded)).not.toBeInTheDocument();
    expect(currentPath()).not.toBe('/login-page');
  });

  it('shows the server’s reason under the failure message when it gave one', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, {
      path: '/register-page',
      mocks: [
        {
          request: { query: RegisterDocument, variables: { input: INPUT } },
          result: { errors: [{ message: 'Username is already taken.', extensions: { code: 'CONFLICT' } }] },
        },
        ...PLACE_MOCKS,
      ],
      only: true,
      toasts: false,
    });
    await fill(user, FILLED);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${MESSAGES.registrationFailed}Username is already taken.`,
    );
  });
});
