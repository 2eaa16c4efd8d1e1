import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/kit';
import { COMPANY } from '../../../content';
import { CONTACT_MESSAGES, mailtoHref } from '../components/ContactForm';
import ContactPage from '../pages/ContactPage';

const renderContact = () => renderScreen(<ContactPage />, { toasts: false });

describe('contact page', () => {
  it('lists the address, the (6346) phones, the fax and the email, and embeds the map', () => {
    renderContact();
    expect(screen.getByText(COMPANY.address)).toBeInTheDocument();
    for (const phone of COMPANY.phones) {
      expect(phone).toMatch(/^\(6346\) /);
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+6346/));
    }
    expect(COMPANY.fax).toMatch(/^\(6346\) /);
    expect(screen.getByText(COMPANY.fax)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: COMPANY.email })[0]).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://maps.example.test/embed?q=Rosario%2C%20Cavite',
    );
  });

  it('requires name, email and subject with visible messages', async () => {
    const user = userEvent.setup();
    renderContact();
    expect(screen.getByRole('heading', { name: 'Drop us a message' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EMAIL US' }));
    expect(screen.getByText(CONTACT_MESSAGES.name)).toBeVisible();
    expect(screen.getByText(CONTACT_MESSAGES.email)).toBeVisible();
    expect(screen.getByText(CONTACT_MESSAGES.subject)).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.tab();
    expect(screen.getByText(CONTACT_MESSAGES.emailFormat)).toBeVisible();
  });

  const fillIn = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/^Name/), 'Ana Cruz');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.ph');
    await user.type(screen.getByLabelText(/^Subject/), 'Bulk order');
    await user.type(screen.getByLabelText('Details'), '20 packs of tuyo');
  };

  it('sends the message to the shop and thanks the visitor', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-contact';
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ received: true }), { status: 200 }));
    const user = userEvent.setup();
    renderContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'EMAIL US' }));
    expect(
      await screen.findByText(
        'Thank you! Your message was sent. We will reply by email within one to two working days.',
      ),
    ).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Contact');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'xsrf-contact' },
    });
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ana Cruz',
      email: 'ana@example.ph',
      subject: 'Bulk order',
      details: '20 packs of tuyo',
      website: '',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    fetchMock.mockRestore();
  });

  it('says why a message was refused and offers the visitor’s email app instead', async () => {
    const refusal = {
      statusCode: 429,
      message: 'Too many messages from your network. Please try again later, or call us.',
    };
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(refusal), { status: 429 }));
    const user = userEvent.setup();
    renderContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'EMAIL US' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal.message);
    expect(screen.getByRole('link', { name: `write to ${COMPANY.email} from your email app` })).toHaveAttribute(
      'href',
      mailtoHref({ name: 'Ana Cruz', email: 'ana@example.ph', subject: 'Bulk order', details: '20 packs of tuyo' }),
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana Cruz');
    fetchMock.mockRestore();
  });

  it('composes the message for the visitor’s email app', () => {
    const href = mailtoHref({
      name: 'Ana Cruz',
      email: 'ana@example.ph',
      subject: 'Bulk order',
      details: '20 packs of tuyo',
    });
    expect(href).toBe(
      `mailto:${COMPANY.email}?subject=Bulk%20order&body=${encodeURIComponent('20 packs of tuyo\n\n— Ana Cruz <ana@example.ph>')}`,
    );
  });
});
