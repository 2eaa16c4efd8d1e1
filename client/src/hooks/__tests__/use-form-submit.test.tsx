import { GraphQLError } from 'graphql';
import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormFailure } from '../../api/api-errors';
import { useFormState } from '../use-form-state';
import { useFormSubmit } from '../use-form-submit';

type Values = { name: string; code: string };
const FIELDS = ['name', 'code'] as const;

/** A two-field form: both wanted; `send` as the test gives it. */
function TwoFields({ send, busy = false }: { send: () => Promise<void>; busy?: boolean }) {
  const form = useFormState<Values>({ name: '', code: '' });
  const errors = {
    name: form.values.name ? undefined : 'Enter a name.',
    code: form.values.code ? undefined : 'Enter a code.',
  };
  const failed = (refusal: FormFailure) => ({ message: 'Not saved.', detail: refusal.message });
  const { submit, failure } = useFormSubmit({
    form,
    fields: FIELDS,
    errors,
    focus: (field) => document.getElementById(field)?.focus(),
    busy,
    send,
    failure: failed,
  });
  return (
    <form onSubmit={submit} noValidate>
      {failure && <p role="alert">{`${failure.message} ${failure.detail ?? ''}`}</p>}
      {FIELDS.map((field) => {
        const { error, ...bound } = form.bind(field, errors, { onLeave: false });
        return (
          <p key={field}>
            <label htmlFor={field}>{field}</label>
            <input id={field} {...bound} aria-describedby={error ? `${field}-error` : undefined} />
            {error && <span id={`${field}-error`}>{error}</span>}
          </p>
        );
      })}
      <button type="submit">Save</button>
    </form>
  );
}

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [new GraphQLError('Refused.', { extensions })] });

describe('useFormSubmit', () => {
  it('with a message of its own sends nothing and takes the focus to the first field that has one', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.resolve());
    render(<TwoFields send={send} />);
    await user.type(screen.getByLabelText('name'), 'Dilis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('code')).toHaveFocus();
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('Enter a code.');
  });

  it('sends a form without messages', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.resolve());
    render(<TwoFields send={send} />);
    await user.type(screen.getByLabelText('name'), 'Dilis');
    await user.type(screen.getByLabelText('code'), 'DLS-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while busy a submit does nothing', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.resolve());
    render(<TwoFields send={send} busy />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('name')).not.toHaveFocus();
  });

  it('puts the server’s field messages (BAD_USER_INPUT) under their fields and takes the focus to the first', async () => {
    const user = userEvent.setup();
    render(<TwoFields send={() => Promise.reject(refusal({ code: 'BAD_USER_INPUT', fields: { code: 'Taken' } }))} />);
    await user.type(screen.getByLabelText('name'), 'Dilis');
    await user.type(screen.getByLabelText('code'), 'DLS-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('code')).toHaveFocus());
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('Taken');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('any other refusal is the failure above the form, until the next submit', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.reject(refusal({ code: 'CONFLICT' })));
    render(<TwoFields send={send} />);
    await user.type(screen.getByLabelText('name'), 'Dilis');
    await user.type(screen.getByLabelText('code'), 'DLS-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved. Refused.');
    await user.clear(screen.getByLabelText('code'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
