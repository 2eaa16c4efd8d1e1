import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts, subscribeToasts, type Toast } from '../../state/toast';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';

function renderDialog(extra: Partial<ConfirmDialogProps> = {}) {
  const onClose = jest.fn();
  const onConfirm = jest.fn(() => Promise.resolve());
  render(
    <ConfirmDialog
      id="remove-thing"
      title="Remove thing"
      confirmLabel="Remove"
      busy={false}
      onConfirm={onConfirm}
      failure="The thing could not be removed."
      onClose={onClose}
      {...extra}
    >
      Remove the thing? This cannot be undone.
    </ConfirmDialog>,
  );
  return { onClose, onConfirm, dialog: screen.getByRole('dialog', { name: 'Remove thing' }) };
}

describe('ConfirmDialog', () => {
  let toasts: readonly Toast[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    unsubscribe = subscribeToasts((current) => (toasts = current));
  });
  afterEach(() => {
    unsubscribe();
    act(() => resetToasts());
  });

  it('is a dialog named by its title and described by its question, opening on Cancel', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleDescription('Remove the thing? This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveClass('btn-danger');
    // Bootstrap's own title (a div styled as h4) unless told otherwise; the question's paragraph as given.
    expect(within(dialog).getByText('Remove thing')).toHaveClass('modal-title', 'h4');
    expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^Remove the thing\?/)).toHaveClass('mb-0');
  });

  it('takes a heading for its title, classes for its question and another variant for its button', () => {
    const { dialog } = renderDialog({
      titleAs: 'h2',
      titleClassName: 'h5',
      textClassName: 'mb-0 text-break',
      confirmVariant: 'primary',
    });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Remove thing' })).toHaveClass('modal-title', 'h5');
    expect(within(dialog).getByText(/^Remove the thing\?/)).toHaveClass('mb-0', 'text-break');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveClass('btn-primary');
  });

  it('Cancel and Close close it without the change', async () => {
    const user = userEvent.setup();
    const { dialog, onClose, onConfirm } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the confirming button makes the change; busy disables it', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('a busy dialog cannot confirm twice', () => {
    const { dialog } = renderDialog({ busy: true });
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('a refused or failed change is a notice, and the dialog closes', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog({ onConfirm: () => Promise.reject(new Error('offline')) });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toasts.map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: 'danger', text: 'The thing could not be removed.' },
    ]);
  });
});
