import { act, screen, within } from '@testing-library/react';
import { OrderActivityLogDocument } from '../api/order-activity-log.generated';
import { OrdersToAuthorizeDocument } from '../api/orders-to-authorize.generated';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { resetToasts } from '../../../state/toast';
import { orderPage } from '../../../test/connection-pages';
import { atPhoneWidth } from '../../../test/phone-width';
import { ActivityLog } from '../ActivityLog';
import { OrderAuthorization } from '../OrderAuthorization';
import { renderScreen } from '../../../test/kit';
import { order } from '../../../test/fixtures';

const NOW = new Date('2026-11-21T04:30:00.000Z'); // 12:30 PM in Manila
// Oldest first, as the server sends the queue.
const oldest = order({ orderId: 7, fullName: 'Ana Cruz', orderDate: '2026-11-20T02:30:00.000Z' });
const older = order({ orderId: 8, fullName: 'Ben Reyes', orderDate: '2026-11-21T02:30:00.000Z' });
const newest = order({ orderId: 9, fullName: 'Cora Diaz', orderDate: '2026-11-21T04:20:00.000Z' });
const queue = (orders: OrderRowFragment[]) => ({
  request: { query: OrdersToAuthorizeDocument },
  result: { data: { ordersToAuthorizeConnection: orderPage(orders) } },
});
const decided = order({
  orderId: 5,
  orderStatus: 'APPROVED',
  fullName: 'Ana Cruz',
  authorizedByFullName: 'Carla Santos',
  authorizationDate: '2026-11-21T05:31:00.000Z',
  remarks: 'Paid via GCash',
});
const log = {
  request: { query: OrderActivityLogDocument },
  result: { data: { orderActivityLogConnection: orderPage([decided]) } },
};
const cards = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('listitem');

beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('ORDER AUTHORIZATION: when each order was placed and how long it has waited', () => {
  it('shows the date (Philippine time) and the wait under each status, oldest first, and the wait grows', async () => {
    renderScreen(<OrderAuthorization />, { mocks: [queue([oldest, older, newest])], path: '/order-page' });
    const row = (name: RegExp) => screen.getByRole('row', { name });
    expect(await screen.findByRole('row', { name: /Ana Cruz/ })).toHaveTextContent(
      'Nov 20, 2026, 10:30:00 AMWaiting 1 d',
    );
    expect(row(/Ben Reyes/)).toHaveTextContent('Nov 21, 2026, 10:30:00 AMWaiting 2 h');
    expect(row(/Cora Diaz/)).toHaveTextContent('Nov 21, 2026, 12:20:00 PMWaiting 10 min');
    expect(within(row(/Ana Cruz/)).getByText('Nov 20, 2026, 10:30:00 AM')).toHaveAttribute(
      'datetime',
      oldest.orderDate,
    );
    const rows = screen.getAllByRole('row').filter((tr) => tr.hasAttribute('data-record'));
    expect(rows.map((tr) => (tr as HTMLTableRowElement).cells[0].textContent)).toEqual(['7', '8', '9']);

    act(() => jest.advanceTimersByTime(60 * 60_000));
    expect(row(/Ben Reyes/)).toHaveTextContent('Waiting 3 h');
    expect(row(/Cora Diaz/)).toHaveTextContent('Waiting 1 h');
  });
});

describe('the employees’ lists on a 360 px phone', () => {
  atPhoneWidth();

  it('queue: a card per order with Approve / Cancel, whose it is, the total, the status with date and wait, and the items', async () => {
    renderScreen(<OrderAuthorization />, { mocks: [queue([oldest, older])], path: '/order-page' });
    await screen.findByRole('list', { name: 'Orders waiting for authorization' });
    expect(screen.queryByRole('table', { name: 'Orders waiting for authorization' })).not.toBeInTheDocument();
    const [card] = cards('Orders waiting for authorization');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Order ID 7');
    const actions = within(card).getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Approve order 7' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Cancel order 7' })).toBeInTheDocument();
    const labels = within(card)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Customer Name',
      'Total Amount',
      'Status',
      'Cart Items',
      'Customer ID',
      'Address',
      'Mobile',
      'Email',
    ]);
    expect(card).toHaveTextContent('PENDINGNov 20, 2026, 10:30:00 AMWaiting 1 d');
    expect(within(card).getByRole('table', { name: 'Items of order 7' })).toBeInTheDocument();
    expect(card).toHaveTextContent('ana@example.ph');
  });

  it('activity log: the status badge by the heading, the customer named in the summary, the decision in the details', async () => {
    renderScreen(<ActivityLog />, { mocks: [log], path: '/complete-orders' });
    await screen.findByRole('list', { name: 'Completed orders' });
    const [card] = cards('Completed orders');
    expect(within(card).getByText('APPROVED')).toHaveClass('badge', 'text-bg-success');
    const labels = within(card)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Customer Name',
      'Date',
      'Total Amount (PHP)',
      'Cart Items',
      'Customer ID',
      'Address',
      'Mobile',
      'Email',
      'Authorized By',
      'Authorization Date',
      'Remarks',
    ]);
    expect(card).toHaveTextContent('Paid via GCash');
    expect(card).toHaveTextContent('Danggit - 2 x ₱150.00');
  });
});
