import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { signIn } from '../../../test/kit';
import CustomerLoginPage from '../pages/CustomerLoginPage';
import EditProfilePage from '../pages/EditProfilePage';
import EmployeeLoginPage from '../pages/EmployeeLoginPage';
import RegisterPage from '../pages/RegisterPage';
import { renderScreen } from '../../../test/kit';
import { profile } from '../../../test/fixtures';

const PROFILE = profile();

/** Structural checks (jsdom has no layout, so colour contrast is left to the browser suite). */
async function violations(container: HTMLElement) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('account screens: accessibility', () => {
  it.each([
    ['/register-page', <RegisterPage key="r" />],
    ['/login-page', <CustomerLoginPage key="c" />],
    ['/employee-login-page', <EmployeeLoginPage key="e" />],
  ])('%s has no axe violations, also with every field message showing', async (path, page) => {
    const user = userEvent.setup();
    const { container } = renderScreen(page, { path: path, only: true, toasts: false });
    expect(await violations(container)).toEqual([]);
    for (const input of screen
      .getAllByRole('textbox')
      .concat([...container.querySelectorAll<HTMLElement>('input[type=password]')])) {
      if (!input.hasAttribute('readonly')) {
        await user.click(input);
        await user.tab();
      }
    }
    expect(container.querySelectorAll('[aria-invalid=true]').length).toBeGreaterThan(1);
    expect(await violations(container)).toEqual([]);
  });

  it('edit profile has no axe violations', async () => {
    signIn('Customer', PROFILE.id);
    const { container } = renderScreen(<EditProfilePage />, {
      path: '/edit-profile',
      mocks: [{ request: { query: MyProfileDocument }, result: { data: { me: PROFILE } } }],
      only: true,
      toasts: false,
    });
    await screen.findByDisplayValue(PROFILE.fullName);
    expect(await violations(container)).toEqual([]);
  });
});
