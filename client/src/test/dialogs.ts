import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Clicks the button named `opener` (waiting for it to appear) and returns the dialog named `name` it opens. */
export async function openDialog(user: User, opener: string, name: string) {
  await user.click(await screen.findByRole('button', { name: opener }));
  return screen.findByRole('dialog', { name });
}

/** Opens a dialog as openDialog does and answers it with its button named `answer`. */
export async function answerDialog(user: User, opener: string, name: string, answer: string) {
  const dialog = await openDialog(user, opener, name);
  await user.click(within(dialog).getByRole('button', { name: answer }));
  return dialog;
}

/** Waits until no dialog is open. */
export const expectNoDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
