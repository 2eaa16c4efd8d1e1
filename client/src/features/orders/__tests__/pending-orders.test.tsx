import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyPendingOrdersDocument } from '../api/my-pending-orders.generated';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { signIn } from '../../../test/kit';
import { PendingOrders } from '../PendingOrders';
import { renderScreen } from '../../../test/kit';
import { order } from '../../../test/fixtures';
import { settle } from '../../../test/mock-link';
import { orderPage } from '../../../test/connection-pages';

const pending = (...orders: ReturnType<typeof order>[]) => ({
  request: { query: MyPendingOrdersDocument },
  result: { data: { myPendingOrdersConnection: orderPage(orders) } },
});
const failing = {
  request: { query: MyPendingOrdersDocument },
  result: { errors: [new GraphQLError('Database unavailable', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
};

function openPending(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  signIn('Customer', 'cust-1');
  return renderScreen(<PendingOrders />, { path: '/pending-orders', mocks, only: true });
}

/** Another tab raising a refresh flag (the browser fires 'storage' in every other tab). */
const raisedElsewhere = (key: string) =>
  act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue: String(Date.now()) })));

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('customer pending orders', () => {
  it('lists the pending orders with medium dates, and a RETURN link to the storefront', async () => {
    openPending([pending(order())]);
    expect(screen.getByRole('heading', { level: 1, name: 'YOUR PENDING ORDERS' })).toBeInTheDocument();
    // Below the list, RETURN comes with it: under the loading state the list's arrival would push it down.
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: 'RETURN' })).not.toBeInTheDocument();
    const row = (await screen.findByText('Ana Cruz')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Nov 21, 2026, 1:31:15 PM')).toBeInTheDocument();
    expect(within(row).getByText('₱399.00')).toBeInTheDocument();
    // The customer's word, the day it is picked up and how it is paid, in the status column.
    expect(within(row).getByText('Awaiting approval')).toHaveClass('badge');
    expect(within(row).getByText('Pickup Wed 25 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('Cash on pickup')).toBeInTheDocument();
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
    const refreshed = jest.fn(() => ({
      data: { myPendingOrdersConnection: orderPage([order({ orderId: 42, fullName: 'Ben Reyes' })]) },
    }));
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

  describe('many pending orders, a page at a time', () => {
    const BEN = order({ orderId: 40, fullName: 'Ben Reyes' });
    const firstPage = () => ({
      request: { query: MyPendingOrdersDocument },
      result: {
        data: {
          myPendingOrdersConnection: orderPage([order()], { totalCount: 2, endCursor: 'c41', hasNextPage: true }),
        },
      },
    });

    it('says "Showing X of Y orders", and Load more fetches from the last cursor without a second toast', async () => {
      const user = userEvent.setup();
      const next = jest.fn(() => ({ data: { myPendingOrdersConnection: orderPage([BEN], { totalCount: 2 }) } }));
      openPending([
        firstPage(),
        { request: { query: MyPendingOrdersDocument, variables: { after: 'c41' } }, result: next },
      ]);
      expect(await screen.findByText('Showing 1 of 2 orders')).toHaveAttribute('role', 'status');
      expect(screen.getAllByText(MESSAGES.fetchedPendingOrders)).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('Ben Reyes')).toBeInTheDocument();
      expect(screen.getByText('Ana Cruz')).toBeInTheDocument();
      expect(next).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(screen.getAllByText(MESSAGES.fetchedPendingOrders)).toHaveLength(1);
    });

    it('keeps the rows when the next page cannot be loaded, logging the cause without a toast', async () => {
      const user = userEvent.setup();
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      openPending([
        firstPage(),
        { ...failing, request: { query: MyPendingOrdersDocument, variables: { after: 'c41' } } },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Fetching pending orders failed:', expect.anything()));
      expect(screen.getByText('Ana Cruz')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    });
  });
});
