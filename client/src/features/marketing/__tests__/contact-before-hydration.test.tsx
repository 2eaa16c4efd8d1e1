import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '../components/ContactForm';

/** The Contact page is pre-rendered: its form shows (and takes typing) before its code runs. */
function preRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm />);
  document.body.append(container);
  return container;
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the Contact form before its code has run', () => {
  it('is not submitted by the browser itself: its button is a plain button until hydrated', () => {
    preRendered();
    // A native submit (no script to take it) would reload the page and lose what was typed.
    expect(screen.getByRole('button', { name: 'EMAIL US' })).toHaveAttribute('type', 'button');
  });

  it('sends what the visitor typed before the page was hydrated', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ received: true }), { status: 200 }));
    const container = preRendered();
    // Typed into the server's HTML: React is not there to hear it.
    field(/^Name/).value = 'Ana Cruz';
    field(/^Email/).value = 'ana@example.ph';
    field(/^Subject/).value = 'Bulk order';
    (screen.getByLabelText('Details') as HTMLTextAreaElement).value = '20 packs of tuyo';
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <ContactForm />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'EMAIL US' });
    expect(button).toHaveAttribute('type', 'submit');

    await userEvent.setup().click(button);
    expect(await screen.findByText(/Thank you! Your message was sent\./)).toBeVisible();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ana Cruz',
      email: 'ana@example.ph',
      subject: 'Bulk order',
      details: '20 packs of tuyo',
      website: '',
    });
  });
});
