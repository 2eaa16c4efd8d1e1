import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderActivityLogDocument } from '../api/order-activity-log.generated';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { ActivityLog } from '../ActivityLog';
import { renderScreen } from '../../../test/kit';
import { order } from '../../../test/fixtures';
import { orderPage } from '../../../test/connection-pages';
import { settle } from '../../../test/mock-link';

const approved = order({
  orderId: 7,
  orderStatus: 'APPROVED',
  authorizedByFullName: 'Carla Santos',
  authorizationDate: '2026-11-21T05:31:00.000Z',
  remarks: 'Paid via GCash',
});
const cancelled = order({
  orderId: 8,
  orderStatus: 'CANCELLED',
  fullName: 'Ben Reyes',
  authorizedByFullName: 'Carla Santos',
  authorizationDate: '2026-11-21T06:00:00.000Z',
  remarks: '',
});

const log = (orders: OrderRowFragment[]) => {
  const result = jest.fn(() => ({ data: { orderActivityLogConnection: orderPage(orders) } }));
  return { mock: { request: { query: OrderActivityLogDocument }, result }, result };
};
const rowOf = (name: RegExp) => screen.getByRole('row', { name });

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('ORDER ACTIVITY LOG (employee complete orders)', () => {
  it('lists the decided orders with N/A for empty remarks and says "Fetched order activities."', async () => {
    renderScreen(<ActivityLog />, { mocks: [log([approved, cancelled]).mock], path: '/complete-orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'ORDER ACTIVITY LOG' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.fetchedActivities)).toBeInTheDocument();
    // Said to screen readers only: a load that went as expected is no news to the eye.
    expect(screen.getByText(MESSAGES.fetchedActivities)).toHaveClass('visually-hidden');
    expect(screen.getByText(MESSAGES.fetchedActivities).closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    const kept = rowOf(/Ana Cruz/);
    expect(kept).toHaveTextContent('APPROVED');
    expect(kept).toHaveTextContent('Carla Santos');
    expect(within(kept).getByText('Paid via GCash')).toBeInTheDocument();
    expect(within(kept).getByText('Danggit - 2 x ₱150.00')).toBeInTheDocument();
    const dropped = rowOf(/Ben Reyes/);
    expect(dropped).toHaveTextContent('CANCELLED');
    // Approved and cancelled differ in colour as well as in text.
    expect(within(kept).getByText('APPROVED')).toHaveClass('badge', 'text-bg-success');
    expect(within(dropped).getByText('CANCELLED')).toHaveClass('badge', 'text-bg-danger');
    expect(within(dropped).getByText('N/A')).toBeInTheDocument();
  });

  it("offers a packed order's food labels, and none before packing", async () => {
    const packed = order({
      ...approved,
      deliveryMethod: 'DELIVERY',
      paymentMethod: 'GCASH',
      paymentStatus: 'PAID',
      fulfilmentStatus: 'PACKED',
    });
    const waiting = order({
      ...approved,
      orderId: 9,
      fullName: 'Cora Diaz',
      deliveryMethod: 'DELIVERY',
      paymentMethod: 'GCASH',
      paymentStatus: 'PAID',
      fulfilmentStatus: null,
    });
    renderScreen(<ActivityLog />, { mocks: [log([packed, waiting]).mock], path: '/complete-orders', toasts: false });
    const row = await screen.findByRole('row', { name: /Ana Cruz/ });
    expect(within(row).getByRole('link', { name: 'Print labels (order 7)' })).toHaveAttribute(
      'href',
      '/labels?order=7',
    );
    expect(within(rowOf(/Cora Diaz/)).queryByRole('link', { name: /Print labels/ })).not.toBeInTheDocument();
  });

  it('says "Error fetching order activities." for 2 s when the log cannot be loaded', async () => {
    jest.useFakeTimers();
    renderScreen(<ActivityLog />, {
      mocks: [{ request: { query: OrderActivityLogDocument }, error: new Error('offline') }],
      path: '/complete-orders',
    });
    expect(await screen.findByText(MESSAGES.errorFetchingActivities)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText(MESSAGES.errorFetchingActivities)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(MESSAGES.errorFetchingActivities)).not.toBeInTheDocument();
  });

  it('RETURN goes back to the storefront', async () => {
    const user = userEvent.setup();
    renderScreen(<ActivityLog />, { mocks: [log([approved]).mock], path: '/complete-orders' });
    await user.click(screen.getByRole('button', { name: 'RETURN' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/storefront');
  });

  it('fetches again when another tab raises ordersUpdated (not on cartCleared)', async () => {
    const second = log([cancelled, approved]);
    renderScreen(<ActivityLog />, { mocks: [log([approved]).mock, second.mock], path: '/complete-orders' });
    await screen.findByText('Ana Cruz');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartCleared', newValue: '1' }));
    });
    await settle();
    expect(second.result).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'ordersUpdated', newValue: '1' }));
    });
    expect(await screen.findByText('Ben Reyes')).toBeInTheDocument();
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
  });

  describe('a long log, a page at a time', () => {
    const more = (orders: OrderRowFragment[], after: string, page: Parameters<typeof orderPage>[1] = {}) => {
      const result = jest.fn(() => ({ data: { orderActivityLogConnection: orderPage(orders, page) } }));
      return { mock: { request: { query: OrderActivityLogDocument, variables: { after } }, result }, result };
    };
    const firstPage = () => ({
      request: { query: OrderActivityLogDocument },
      result: {
        data: {
          orderActivityLogConnection: orderPage([approved], { totalCount: 2, endCursor: 'c7', hasNextPage: true }),
        },
      },
    });

    it('shows how much is listed and appends the next page on Load more, which then goes away', async () => {
      const user = userEvent.setup();
      const next = more([cancelled], 'c7', { totalCount: 2 });
      renderScreen(<ActivityLog />, { mocks: [firstPage(), next.mock], path: '/complete-orders' });
      expect(await screen.findByText('Showing 1 of 2 orders')).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Load more' });
      await user.click(button);
      expect(await screen.findByText('Ben Reyes')).toBeInTheDocument();
      expect(rowOf(/Ana Cruz/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
      // "Fetched order activities." belongs to the first page only.
      expect(screen.getAllByText(MESSAGES.fetchedActivities)).toHaveLength(1);
    });

    it('says "Error fetching order activities." when the next page cannot be loaded, and keeps the rows', async () => {
      const user = userEvent.setup();
      renderScreen(<ActivityLog />, {
        mocks: [
          firstPage(),
          { request: { query: OrderActivityLogDocument, variables: { after: 'c7' } }, error: new Error('offline') },
        ],
        path: '/complete-orders',
      });
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(await screen.findByText(MESSAGES.errorFetchingActivities)).toBeInTheDocument();
      expect(rowOf(/Ana Cruz/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    });

    it('a reload starts again from the first page, replacing what was loaded', async () => {
      const user = userEvent.setup();
      const next = more([cancelled], 'c7', { totalCount: 2 });
      const reloaded = log([order({ orderId: 9, orderStatus: 'APPROVED', fullName: 'Cora Diaz' })]);
      renderScreen(<ActivityLog />, { mocks: [firstPage(), next.mock, reloaded.mock], path: '/complete-orders' });
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await screen.findByText('Ben Reyes');
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'ordersUpdated', newValue: '1' }));
      });
      expect(await screen.findByText('Cora Diaz')).toBeInTheDocument();
      expect(screen.queryByText('Ben Reyes')).not.toBeInTheDocument();
      expect(screen.queryByText('Ana Cruz')).not.toBeInTheDocument();
    });
  });
});
