import { GraphQLError } from 'graphql';
import { act, screen, within } from '@testing-library/react';
import { MyPendingOrdersDocument } from '../../../gql/graphql';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../lib/toast';
import { signIn } from '../../../test/render';
import { PendingOrders } from '../PendingOrders';
import { order, renderShop } from './shop-fixtures';
import { settle } from '../../../test/mock-link';

const pending = (...orders: ReturnType<typeof order>[]) => ({ request: { query: MyPendingOrdersDocument }, result: { data: { myPendingOrders: orders } } });
const failing = { request: { query: MyPendingOrdersDocument }, result: { errors: [new GraphQLError('Database unavailable', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] } };

function openPending(mocks: Parameters<typeof renderShop>[2]) {
  signIn('Customer', 'cust-1');
  return renderShop(<PendingOrders />, '/pending-orders', mocks);
}

/** Another tab raising a refresh flag (the browser fires 'storage' in every other tab). */
const raisedElsewhere = (key: string) => act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue: String(Date.now()) })));

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('customer pending orders', () => {
  it('lists the pending orders with medium dates, and a RETURN link to the storefront', async () => {
    openPending([pending(order())]);
    expect(screen.getByRole('heading', { level: 1, name: 'YOUR PENDING ORDERS' })).toBeInTheDocument();
    const row = (await screen.findByText('Ana Cruz')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Nov 21, 2026, 1:31:15 PM')).toBeInTheDocument();
    expect(within(row).getByText('₱399.00')).toBeInTheDocument();
    expect(within(row).getByText('PENDING')).toBeInTheDocument();
    expect(within(row).getByRole('table', { name: 'Items of order 41' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Order Date' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RETURN' })).toHaveAttribute('href', '/storefront');
  });

  it('announces "Fetched pending orders Successfully" and hides it after exactly 2 s', async () => {
    jest.useFakeTimers();
    openPending([pending(order())]);
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    expect(screen.getByText('Ana Cruz')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.fetchedPendingOrders)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(DELAYS.pendingOrdersToast - 1));
    expect(screen.getByText(MESSAGES.fetchedPendingOrders)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(MESSAGES.fetchedPendingOrders)).not.toBeInTheDocument();
    expect(MESSAGES.fetchedPendingOrders).toBe('Fetched pending orders Successfully');
    expect(DELAYS.pendingOrdersToast).toBe(2000);
  });

  it('shows an empty list and no toast when the fetch fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openPending([failing]);
    expect(await screen.findByText('You have no pending orders.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Fetching pending orders failed:', expect.anything());
    // The alert region of the toaster is always there; it stays empty.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByText(MESSAGES.fetchedPendingOrders)).not.toBeInTheDocument();
    expect(document.querySelector('.toast')).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks the server again when another tab raises pendingsUpdated, keeping the list meanwhile', async () => {
    const refreshed = jest.fn(() => ({ data: { myPendingOrders: [order({ orderId: 42, fullName: 'Ben Reyes' })] } }));
    openPending([pending(order()), { request: { query: MyPendingOrdersDocument }, result: refreshed }]);
    await screen.findByText('Ana Cruz');

    // Not a flag of this list: nothing is fetched (a fetch would find no mock and empty the list).
    raisedElsewhere('cartCleared');
    await settle();
    expect(refreshed).not.toHaveBeenCalled();
    expect(screen.getByText('Ana Cruz')).toBeInTheDocument();

    raisedElsewhere('pendingsUpdated');
    expect(screen.getByText('Ana Cruz')).toBeInTheDocument(); // never a falsely empty list while it reloads
    expect(await screen.findByText('Ben Reyes')).toBeInTheDocument();
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Ana Cruz')).not.toBeInTheDocument();
  });

  it('also refreshes on ordersUpdated', async () => {
    openPending([pending(order()), pending()]);
    await screen.findByText('Ana Cruz');
    raisedElsewhere('ordersUpdated');
    expect(await screen.findByText('You have no pending orders.')).toBeInTheDocument();
  });
});
