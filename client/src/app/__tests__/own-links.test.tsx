import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SideNav } from '../shell/SideNav';
import { TopBar } from '../shell/TopBar';
import { clearSession } from '../../state/session';
import { signIn } from '../../test/kit';

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

const OWN = {
  Customer: [
    ['Pending Orders', '/pending-orders'],
    ['Order History', '/complete-orders'],
  ],
  Employee: [
    ['Activity Log', '/complete-orders'],
    ['Admin Dashboard', '/admin'],
    ['Deliveries', '/deliveries'],
    ['Delivery zones', '/delivery-zones'],
    ['Payment accounts', '/payment-accounts'],
  ],
} as const;

afterEach(() => clearSession());

describe("a signed-in person's own pages", () => {
  it.each(['Customer', 'Employee'] as const)('are in the account menu of a %s', async (role) => {
    signIn(role);
    const user = userEvent.setup();
    inRouter(<TopBar onMenu={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    for (const [label, href] of OWN[role]) expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    const other = OWN[role === 'Customer' ? 'Employee' : 'Customer'];
    for (const [label] of other) if (!OWN[role].some(([own]) => own === label)) expect(screen.queryByRole('link', { name: label })).toBeNull();
  });

  it.each(['Customer', 'Employee'] as const)('are in the phone menu of a %s (wide screens have the account menu)', (role) => {
    signIn(role);
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Site' });
    for (const [label, href] of OWN[role]) {
      const link = within(nav).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      expect(link.closest('li')).toHaveClass('d-lg-none');
    }
  });

  it('are not offered to a signed-out visitor', () => {
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    for (const [label] of [...OWN.Customer, ...OWN.Employee]) expect(screen.queryByRole('link', { name: label })).toBeNull();
  });
});
