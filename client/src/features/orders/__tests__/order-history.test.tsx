import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyOrderHistoryDocument } from '../api/my-order-history.generated';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { OrderHistory } from '../OrderHistory';
import { renderScreen, signIn } from '../../../test/kit';
import { order } from '../../../test/fixtures';
import { orderPage } from '../../../test/connection-pages';

const APPROVED = order({
  orderId: 41,
  orderStatus: 'APPROVED',
  authorizedByFullName: 'Carla Santos',
  authorizationDate: '2026-11-22T01:05:00Z',
  remarks: '',
});
const CANCELLED = order({
  orderId: 40,
  orderStatus: 'CANCELLED',
  totalAmount: 150,
  authorizedByFullName: 'Carla Santos',
  authorizationDate: '2026-11-22T01:06:00Z',
  remarks: 'Out of stock',
  cartItems: [
    {
      __typename: 'OrderLine',
      productId: 'DR-001',
      productName: 'Danggit',
      productPrice: 150,
      quantity: 1,
      totalPrice: 150,
    },
  ],
});

const history = (...orders: ReturnType<typeof order>[]) => ({
  request: { query: MyOrderHistoryDocument },
  result: { data: { myOrderHistoryConnection: orderPage(orders) } },
});

function openHistory(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  signIn('Customer', 'cust-1');
  return renderScreen(<OrderHistory />, { path: '/complete-orders', mocks, only: true });
}

const rowOfOrder = (id: number) =>
  screen.getAllByRole('row').find((tr) => tr.querySelector('td')?.textContent === String(id)) as HTMLElement;

afterEach(() => {
  resetToasts();
});

describe('customer order history', () => {
  it('lists decided orders: short dates, N/A for empty remarks, lines as "name - quantity x price"', async () => {
    openHistory([history(APPROVED, CANCELLED)]);
    expect(screen.getByRole('heading', { level: 1, name: 'YOUR ORDER HISTORY' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.fetchedHistory)).toBeInTheDocument();

    const approved = rowOfOrder(41);
    expect(within(approved).getByText('N/A')).toBeInTheDocument();
    expect(within(approved).getByText('11/21/26, 1:31 PM')).toBeInTheDocument();
    expect(within(approved).getByText('11/22/26, 9:05 AM')).toBeInTheDocument();
    expect(within(approved).getByText('Carla Santos')).toBeInTheDocument();
    expect(within(approved).getByText('Approved')).toHaveClass('badge');
    expect(
      within(approved)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Danggit - 2 x ₱150.00', 'Tinapang Bangus - 1 x ₱99.00']);

    const cancelled = rowOfOrder(40);
    expect(within(cancelled).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cancelled).queryByText('N/A')).not.toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toHaveClass('badge');
  });

  it("says each order's word as its life goes on: delivered, a refund due, refunded — never APPROVED after the handover", async () => {
    const delivered = order({
      orderId: 43,
      orderStatus: 'APPROVED',
      deliveryMethod: 'DELIVERY',
      fulfilmentStatus: 'DELIVERED',
      paymentStatus: 'PAID',
      authorizationDate: '2026-11-22T01:05:00Z',
    });
    const owed = order({
      orderId: 44,
      orderStatus: 'CANCELLED',
      paymentMethod: 'GCASH',
      paymentStatus: 'REFUND_DUE',
      authorizationDate: '2026-11-22T01:05:00Z',
    });
    const refunded = order({
      orderId: 45,
      orderStatus: 'CANCELLED',
      paymentMethod: 'GCASH',
      paymentStatus: 'REFUNDED',
      authorizationDate: '2026-11-22T01:05:00Z',
    });
    openHistory([history(delivered, owed, refunded)]);
    await screen.findByText(MESSAGES.fetchedHistory);
    expect(within(rowOfOrder(43)).getByText('Delivered')).toHaveClass('badge');
    expect(within(rowOfOrder(43)).getByText('Delivery Wed 25 Nov 2026')).toBeInTheDocument();
    expect(within(rowOfOrder(43)).queryByText('APPROVED')).not.toBeInTheDocument();
    expect(within(rowOfOrder(44)).getByText('Refund due')).toHaveClass('badge');
    expect(within(rowOfOrder(44)).getByText('GCash')).toBeInTheDocument();
    expect(within(rowOfOrder(45)).getByText('Refunded')).toHaveClass('badge');
  });

  it('shows the failure toast when the history cannot be fetched', async () => {
    openHistory([
      { request: { query: MyOrderHistoryDocument }, result: { errors: [new GraphQLError('Database unavailable')] } },
    ]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errorFetchingHistory));
    expect(screen.queryByText(MESSAGES.fetchedHistory)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refreshes when another tab raises ordersUpdated', async () => {
    openHistory([history(CANCELLED), history(APPROVED, CANCELLED)]);
    await screen.findByText('Out of stock');
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'ordersUpdated', newValue: '1' })));
    expect(await screen.findByText('N/A')).toBeInTheDocument();
  });

  it('lists a long history a page at a time: Load more appends the next page', async () => {
    const user = userEvent.setup();
    openHistory([
      {
        request: { query: MyOrderHistoryDocument },
        result: {
          data: {
            myOrderHistoryConnection: orderPage([APPROVED], { totalCount: 2, endCursor: 'c41', hasNextPage: true }),
          },
        },
      },
      {
        request: { query: MyOrderHistoryDocument, variables: { after: 'c41' } },
        result: { data: { myOrderHistoryConnection: orderPage([CANCELLED], { totalCount: 2 }) } },
      },
    ]);
    expect(await screen.findByText('Showing 1 of 2 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowOfOrder(40)).toBeDefined());
    expect(rowOfOrder(41)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  describe('a long history, a page at a time', () => {
    const OLDER = order({
      orderId: 39,
      orderStatus: 'APPROVED',
      authorizedByFullName: 'Dino Reyes',
      authorizationDate: '2026-11-20T01:00:00Z',
      remarks: 'Older',
    });
    const NEWEST = order({
      orderId: 42,
      orderStatus: 'CANCELLED',
      authorizedByFullName: 'Carla Santos',
      authorizationDate: '2026-11-23T01:00:00Z',
      remarks: 'Newest',
    });
    const firstPage = () => ({
      request: { query: MyOrderHistoryDocument },
      result: {
        data: {
          myOrderHistoryConnection: orderPage([APPROVED, CANCELLED], {
            totalCount: 3,
            endCursor: 'c40',
            hasNextPage: true,
          }),
        },
      },
    });
    const orderIds = () =>
      within(screen.getByRole('table', { name: 'Completed orders' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);

    it('says "Showing X of Y orders" as a polite status, and Load more fetches from the last cursor', async () => {
      const user = userEvent.setup();
      const next = jest.fn(() => ({ data: { myOrderHistoryConnection: orderPage([OLDER], { totalCount: 3 }) } }));
      openHistory([
        firstPage(),
        { request: { query: MyOrderHistoryDocument, variables: { after: 'c40' } }, result: next },
      ]);
      const status = await screen.findByText('Showing 2 of 3 orders');
      expect(status).toHaveAttribute('role', 'status');
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(orderIds()).toEqual(['41', '40', '39']));
      expect(next).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    it('shows the same failure toast when the next page cannot be loaded, and keeps the rows', async () => {
      const user = userEvent.setup();
      openHistory([
        firstPage(),
        {
          request: { query: MyOrderHistoryDocument, variables: { after: 'c40' } },
          result: { errors: [new GraphQLError('Database unavailable')] },
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errorFetchingHistory));
      expect(orderIds()).toEqual(['41', '40']);
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    });

    it('a refresh from another tab starts again from the first page, replacing what was loaded', async () => {
      const user = userEvent.setup();
      openHistory([
        firstPage(),
        {
          request: { query: MyOrderHistoryDocument, variables: { after: 'c40' } },
          result: { data: { myOrderHistoryConnection: orderPage([OLDER], { totalCount: 3 }) } },
        },
        {
          request: { query: MyOrderHistoryDocument },
          result: {
            data: {
              myOrderHistoryConnection: orderPage([NEWEST, APPROVED], {
                totalCount: 4,
                endCursor: 'c41',
                hasNextPage: true,
              }),
            },
          },
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(orderIds()).toEqual(['41', '40', '39']));
      act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'pendingsUpdated', newValue: '1' })));
      await waitFor(() => expect(orderIds()).toEqual(['42', '41']));
      expect(screen.getByText('Showing 2 of 4 orders')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    });
  });
});
