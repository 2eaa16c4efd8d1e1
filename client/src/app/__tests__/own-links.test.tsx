import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SideNav } from '../shell/SideNav';
import { TopBar } from '../shell/TopBar';
import { createCache } from '../../api/apollo';
import { MyTradeTermsDocument } from '../../api/my-trade-terms.generated';
import { clearSession, notifySessionChanged } from '../../state/session';
import { signIn } from '../../test/kit';
import { RESTAURANT_TERMS } from '../../test/trade-fixtures';

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

const OWN = {
  Customer: [
    ['Pending Orders', '/pending-orders'],
    ['Order History', '/complete-orders'],
  ],
  Employee: [
    ['Deliveries', '/deliveries'],
    ['Lots', '/lots'],
    ['Admin Dashboard', '/admin'],
    ['Activity Log', '/complete-orders'],
    ['Delivery zones', '/delivery-zones'],
    ['Payment accounts', '/payment-accounts'],
    ['Trade accounts', '/trade'],
  ],
} as const;

afterEach(() => clearSession());

describe("a signed-in person's own pages", () => {
  it.each(['Customer', 'Employee'] as const)(
    "are one click from the side menu of a %s on every width, in the day's order",
    (role) => {
      signIn(role);
      inRouter(<SideNav show={false} onHide={() => undefined} />);
      const nav = screen.getByRole('navigation', { name: 'Site' });
      const labels = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      const at = labels.indexOf(OWN[role][0][0]);
      expect(labels.slice(at, at + OWN[role].length)).toEqual(OWN[role].map(([label]) => label));
      for (const [label, href] of OWN[role]) {
        const link = within(nav).getByRole('link', { name: label });
        expect(link).toHaveAttribute('href', href);
        expect(link.closest('li')).not.toHaveClass('d-lg-none');
      }
      const other = OWN[role === 'Customer' ? 'Employee' : 'Customer'];
      for (const [label] of other)
        if (!OWN[role].some(([own]) => own === label))
          expect(within(nav).queryByRole('link', { name: label })).toBeNull();
    },
  );

  it.each(['Customer', 'Employee'] as const)('are not repeated in the account menu of a %s', async (role) => {
    signIn(role);
    const user = userEvent.setup();
    inRouter(<TopBar onMenu={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    for (const [label] of OWN[role]) expect(screen.queryByRole('link', { name: label })).toBeNull();
  });

  it('are not offered to a signed-out visitor', () => {
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    for (const [label] of [...OWN.Customer, ...OWN.Employee])
      expect(screen.queryByRole('link', { name: label })).toBeNull();
  });
});

describe("a trade buyer's standing orders", () => {
  const termsRead = (terms: typeof RESTAURANT_TERMS | null) =>
    act(() => createCache().writeQuery({ query: MyTradeTermsDocument, data: { myTradeTerms: terms } }));
  const link = () => screen.queryByRole('link', { name: 'Standing orders' });

  it('are in the side menu after Order History once the trade terms were read, for that customer only', () => {
    signIn('Customer', 'cust-1');
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    expect(link()).toBeNull();
    termsRead(RESTAURANT_TERMS);
    expect(link()).toHaveAttribute('href', '/standing-orders');
    expect(link()?.closest('li')?.previousElementSibling).toHaveTextContent('Order History');
    // Another customer signs in in this tab: not theirs until their own terms say so.
    act(() => {
      signIn('Customer', 'cust-2');
      notifySessionChanged();
    });
    expect(link()).toBeNull();
  });

  it('are not offered once the terms say the account is no longer approved', () => {
    signIn('Customer', 'cust-1');
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    termsRead(RESTAURANT_TERMS);
    expect(link()).not.toBeNull();
    termsRead(null);
    expect(link()).toBeNull();
  });
});
