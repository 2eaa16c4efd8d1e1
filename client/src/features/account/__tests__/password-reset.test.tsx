import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { RequestPasswordResetDocument } from '../api/request-password-reset.generated';
import { ResetPasswordDocument } from '../api/reset-password.generated';
import { MESSAGES } from '../../../lib/messages';
import CustomerLoginPage from '../pages/CustomerLoginPage';
import EmployeeLoginPage from '../pages/EmployeeLoginPage';
import ForgotPasswordPage, { FORGOT_MESSAGES } from '../pages/ForgotPasswordPage';
import ResetPasswordPage, { RESET_PAGE_MESSAGES } from '../pages/ResetPasswordPage';
import { renderScreen } from '../../../test/kit';

const REQUESTED =
  'If an account matches, we have sent a link to reset its password to the email address it was registered with. The link works for 30 minutes.';
const DONE = 'Your password has been changed. Please log in with the new one.';
const INVALID = 'This password reset link is invalid, expired or already used. Please ask for a new one.';

const SCREENS = {
  '/login-page': <CustomerLoginPage />,
  '/employee-login-page': <EmployeeLoginPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
};

const renderAt = (path: string, mocks: MockLink.MockedResponse[] = []) =>
  renderScreen(SCREENS, { path, mocks, toasts: false });

describe('forgot password', () => {
  it.each(['/login-page', '/employee-login-page'])('is linked from %s', async (path) => {
    const user = userEvent.setup();
    renderAt(path);
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('asks for the account, then shows the server’s answer in place of the form', async () => {
    const user = userEvent.setup();
    renderAt('/forgot-password', [
      {
        request: { query: RequestPasswordResetDocument, variables: { input: { account: 'juan.dc' } } },
        result: { data: { requestPasswordReset: REQUESTED } },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(FORGOT_MESSAGES.accountRequired)).toBeVisible();
    expect(screen.getByLabelText(/^Username or email/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Username or email/), '  juan.dc ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REQUESTED);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });
});

describe('reset password', () => {
  const RESET = {
    query: ResetPasswordDocument,
    variables: {
      input: { token: 'tok-1', password: 'bagoong-at-mangga-2026', confirmPassword: 'bagoong-at-mangga-2026' },
    },
  };
  const fill = async (user: ReturnType<typeof userEvent.setup>, confirm = 'bagoong-at-mangga-2026') => {
    await user.type(screen.getByLabelText(/^New password/), 'bagoong-at-mangga-2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('without the link’s token, says to ask for a new one', () => {
    renderAt('/reset-password');
    expect(screen.getByText(RESET_PAGE_MESSAGES.noToken)).toBeVisible();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks the confirmation, sets the password, and sends the person to log in', async () => {
    const user = userEvent.setup();
    renderAt('/reset-password?token=tok-1', [{ request: RESET, result: { data: { resetPassword: DONE } } }]);
    await fill(user, 'something-else');
    expect(screen.getByText(MESSAGES.confirmPasswordMustMatch)).toBeVisible();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'bagoong-at-mangga-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
    expect(screen.getByRole('link', { name: 'Customer login' })).toHaveAttribute('href', '/login-page');
  });

  it('shows why a link was refused', async () => {
    const user = userEvent.setup();
    renderAt('/reset-password?token=tok-1', [
      { request: RESET, result: { errors: [new GraphQLError(INVALID, { extensions: { code: 'BAD_USER_INPUT' } })] } },
    ]);
    await fill(user);
    expect(await screen.findByText(INVALID)).toBeVisible();
  });
});
