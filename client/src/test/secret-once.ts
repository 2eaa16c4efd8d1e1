import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Stands in for the clipboard (jsdom has none); the returned mock records what was copied. */
export function mockClipboard(writeText = jest.fn(() => Promise.resolve())) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** The panel of a secret shown once (components/SecretOnce): focused, read-only, saying it will not be shown again. */
export async function expectSecretPanel(panelName: string, fieldLabel: string, secret: string) {
  const panel = await screen.findByRole('region', { name: panelName });
  expect(panel).toHaveFocus();
  const field = within(panel).getByLabelText(fieldLabel);
  expect(field).toHaveValue(secret);
  expect(field).toHaveAttribute('readonly');
  expect(field).toHaveAccessibleDescription(/will not be shown again/);
  return panel;
}

/** Copy puts the secret on the (mocked) clipboard and says so; Done closes the panel. */
export async function copyThenDone(user: User, panel: HTMLElement, writeText: jest.Mock, secret: string) {
  await user.click(within(panel).getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(secret);
  expect(within(panel).getByRole('status')).toHaveTextContent('Copied!');
  await user.click(within(panel).getByRole('button', { name: 'Done' }));
}
