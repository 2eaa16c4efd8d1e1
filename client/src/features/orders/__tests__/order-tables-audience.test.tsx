import { render as renderInPage, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CompleteOrdersTable, PendingOrdersTable } from '../components/OrderTables';
import { atPhoneWidth } from '../../../test/phone-width';
import { order } from '../../../test/fixtures';

const selfCancelled = order({
  orderId: 52,
  orderStatus: 'CANCELLED',
  authorizedByFullName: 'Ana Cruz',
  cancelledByCustomer: true,
  authorizationDate: '2026-11-22T01:05:00Z',
  remarks: 'Ordered twice',
});
const employeeCancelled = order({
  orderId: 53,
  orderStatus: 'CANCELLED',
  authorizedByFullName: 'Carla Santos',
  authorizationDate: '2026-11-22T02:00:00Z',
});

/** A customer's order IDs link to the order's page: the tables render inside a router. */
const render = (ui: ReactElement) => renderInPage(<MemoryRouter>{ui}</MemoryRouter>);

/** The outer table's column heads and rows (each order's lines are a table of their own). */
const outer = () => screen.getByRole('table', { name: 'Completed orders' });
const heads = () => Array.from(outer().querySelectorAll(':scope > thead th')).map((th) => th.textContent);
const rows = () => Array.from(outer().querySelectorAll<HTMLElement>(':scope > tbody > tr'));
const cellOf = (row: HTMLElement, column: string) => row.querySelectorAll(':scope > td')[heads().indexOf(column)];

describe("the customer's own order tables (wide)", () => {
  it('leave out the Customer ID column, which employees keep', () => {
    const { unmount } = render(<PendingOrdersTable orders={[order()]} onCancel={() => {}} />);
    const pending = screen.getByRole('table', { name: 'Pending orders' });
    expect(
      within(pending)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).not.toContain('Customer ID');
    expect(pending).not.toHaveTextContent('cust-1');
    unmount();
    render(
      <CompleteOrdersTable orders={[order({ orderStatus: 'APPROVED' })]} audience="customer" onOrderAgain={() => {}} />,
    );
    expect(heads()).toEqual(
      expect.arrayContaining(['Order ID', 'Customer Name', 'Authorized By', 'Authorization Date']),
    );
    expect(heads()).not.toContain('Customer ID');
  });

  it('link each order ID to the order’s page; the employees’ lists do not', () => {
    const { unmount } = render(<PendingOrdersTable orders={[order()]} onCancel={() => {}} />);
    expect(screen.getByRole('link', { name: '41' })).toHaveAttribute('href', '/orders/41');
    unmount();
    const history = render(
      <CompleteOrdersTable orders={[selfCancelled]} audience="customer" onOrderAgain={() => {}} />,
    );
    expect(screen.getByRole('link', { name: '52' })).toHaveAttribute('href', '/orders/52');
    history.unmount();
    render(<CompleteOrdersTable orders={[selfCancelled]} audience="employee" />);
    expect(screen.queryByRole('link', { name: '52' })).not.toBeInTheDocument();
  });

  it('keeps the Customer ID column for employees', () => {
    render(<CompleteOrdersTable orders={[order({ orderStatus: 'APPROVED' })]} audience="employee" />);
    expect(heads().slice(0, 3)).toEqual(['Order ID', 'Customer ID', 'Customer Name']);
    expect(screen.getByRole('cell', { name: 'cust-1' })).toBeInTheDocument();
  });

  it('say "Cancelled by you" for an order the customer cancelled, the employee’s name otherwise', () => {
    render(
      <CompleteOrdersTable orders={[selfCancelled, employeeCancelled]} audience="customer" onOrderAgain={() => {}} />,
    );
    const [mine, theirs] = rows();
    expect(cellOf(mine, 'Authorized By')).toHaveTextContent(/^Cancelled by you$/);
    expect(cellOf(theirs, 'Authorized By')).toHaveTextContent(/^Carla Santos$/);
  });

  it('show employees who cancelled, by name, even when it was the customer', () => {
    render(<CompleteOrdersTable orders={[selfCancelled]} audience="employee" />);
    expect(cellOf(rows()[0], 'Authorized By')).toHaveTextContent(/^Ana Cruz$/);
    expect(screen.queryByText('Cancelled by you')).not.toBeInTheDocument();
  });
});

describe("the customer's own history on a phone", () => {
  atPhoneWidth();

  it('says "Cancelled by you" on the card', () => {
    render(<CompleteOrdersTable orders={[selfCancelled]} audience="customer" onOrderAgain={() => {}} />);
    const by = screen.getAllByRole('term').find((dt) => dt.textContent === 'Authorized By');
    expect(by?.nextElementSibling).toHaveTextContent(/^Cancelled by you$/);
  });
});
