import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { COMPANY } from '../../../content';
import { CONTACT_MESSAGES, mailtoHref } from '../components/ContactForm';
import ContactPage from '../pages/ContactPage';

const renderContact = () =>
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );

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
    expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://maps.example.test/embed?q=Rosario%2C%20Cavite');
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

  it('composes the message for the visitor’s email app', () => {
    const href = mailtoHref({ name: 'Ana Cruz', email: 'ana@example.ph', subject: 'Bulk order', details: '20 packs of tuyo' });
    expect(href).toBe(`mailto:${COMPANY.email}?subject=Bulk%20order&body=${encodeURIComponent('20 packs of tuyo\n\n— Ana Cruz <ana@example.ph>')}`);
  });
});
