import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECRET_COPIED_HINT_MS, SecretOnce, type SecretOnceProps } from '../SecretOnce';

const SECRET = 'whsec_c2VjcmV0LW9uY2U=';

function renderPanel(extra: Partial<SecretOnceProps> = {}) {
  const onDone = jest.fn();
  render(
    <SecretOnce
      id="shown-secret"
      title="Your new secret"
      warning={<strong>Copy it now. It will not be shown again.</strong>}
      label="Secret"
      secret={SECRET}
      usage="Send it with each request."
      onDone={onDone}
      {...extra}
    />,
  );
  return {
    onDone,
    panel: screen.getByRole('region', { name: 'Your new secret' }),
    field: screen.getByLabelText('Secret'),
  };
}

function clipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('SecretOnce', () => {
  it('takes the focus when it appears: a region named by its heading, the secret read-only and described by the warning', () => {
    const { panel, field } = renderPanel();
    expect(panel).toHaveFocus();
    expect(panel).toHaveAttribute('tabindex', '-1');
    expect(panel).toHaveClass('card', 'border-warning');
    expect(screen.getByRole('heading', { level: 2, name: 'Your new secret' })).toHaveAttribute(
      'id',
      'shown-secret-title',
    );
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('id', 'shown-secret-secret');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAccessibleDescription('Copy it now. It will not be shown again.');
    expect(screen.getByText('Send it with each request.')).not.toHaveAttribute('id');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('with usageDescribes the usage note describes the field too; its own field id and intro and classes', () => {
    const { panel, field } = renderPanel({
      inputId: 'shown-secret',
      intro: <p>For https://example.com/hooks.</p>,
      className: 'extra',
      usageDescribes: true,
    });
    expect(field).toHaveAttribute('id', 'shown-secret');
    expect(field).toHaveAccessibleDescription('Copy it now. It will not be shown again. Send it with each request.');
    expect(panel).toHaveClass('extra');
    expect(panel).toHaveTextContent(/^Your new secretFor https:\/\/example\.com\/hooks\.Copy it now/);
  });

  it('selects the secret when the field takes the focus', () => {
    const { field } = renderPanel();
    fireEvent.focus(field);
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, SECRET.length]);
  });

  it('Copy puts the secret on the clipboard and says "Copied!" for as long as the account menu does', async () => {
    jest.useFakeTimers();
    try {
      const writeText = jest.fn(() => Promise.resolve());
      clipboard(writeText);
      renderPanel();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      });
      expect(writeText).toHaveBeenCalledWith(SECRET);
      expect(screen.getByRole('status')).toHaveTextContent('Copied!');
      act(() => jest.advanceTimersByTime(SECRET_COPIED_HINT_MS - 1));
      expect(screen.getByRole('status')).toHaveTextContent('Copied!');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(SECRET_COPIED_HINT_MS).toBe(2000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a refused clipboard selects the secret to copy by hand and says so', async () => {
    const user = userEvent.setup();
    renderPanel();
    clipboard(() => Promise.reject(new Error('Not allowed')));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Copying is not allowed here: the secret is selected, copy it with your keyboard or menu.',
    );
    const input = screen.getByLabelText('Secret') as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, SECRET.length]);
  });

  it('Done hands back', async () => {
    const user = userEvent.setup();
    const { onDone } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
