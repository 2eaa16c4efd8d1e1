import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApproveOrderDocument, CancelOrderDocument, OrdersToAuthorizeDocument, type OrderRowFragment } from '../../../gql/graphql';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts, toast } from '../../../lib/toast';
import { OrderAuthorization } from '../OrderAuthorization';
import { order, renderScreen } from './test-kit';
import { orderPage } from '../../../test/connection-pages';

const seven = order(7, { fullName: 'Ana Cruz', totalAmount: 1234.5 });
const eight = order(8, { customerId: 'cust-2', fullName: 'Ben Reyes', emailAddress: 'ben@example.ph' });

const queue = (orders: OrderRowFragment[], result = jest.fn(() => ({ data: { ordersToAuthorizeConnection: orderPage(orders) } }))) => ({
  mock: { request: { query: OrdersToAuthorizeDocument }, result },
  result,
});
const decided = (status: 'APPROVED' | 'CANCELLED') => ({ ...seven, orderStatus: status });
const ordersTable = () => screen.getByRole('table', { name: 'Orders waiting for authorization' });
const orderIds = () =>
  within(ordersTable())
    .getAllByRole('row')
    .filter((row) => row.parentElement?.parentElement === ordersTable() && row.parentElement?.tagName === 'TBODY')
    .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('ORDER AUTHORIZATION (employee order page)', () => {
  it('lists the pending orders in the spec’s columns with their lines, and says "Fetched orders."', async () => {
    renderScreen(<OrderAuthorization />, [queue([seven, eight]).mock], '/order-page');
    expect(screen.getByRole('heading', { level: 1, name: 'ORDER AUTHORIZATION' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.fetchedOrders)).toBeInTheDocument();
    const heads = ordersTable().querySelectorAll(':scope > thead th');
    expect([...heads].map((th) => th.textContent)).toEqual([
      'Order ID',
      'Actions',
      'Customer ID',
      'Customer Name',
      'Address',
      'Mobile',
      'Email',
      'Total Amount',
      'Status',
      'Cart Items',
    ]);
    expect(orderIds()).toEqual(['7', '8']);
    const row = screen.getByRole('row', { name: /Ana Cruz/ });
    expect(row).toHaveTextContent('₱1,234.50');
    expect(row).toHaveTextContent('PENDING');
    const lines = within(row).getByRole('table', { name: 'Items of order 7' });
    expect(within(lines).getByRole('row', { name: /Dried Danggit/ })).toHaveTextContent(/Dried Danggit₱150\.003₱450\.00/);
    expect(within(row).getByRole('button', { name: 'Approve order 7' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel order 7' })).toBeInTheDocument();
  });

  it('approves with the remarks exactly as typed: toast, dialog closed, flags raised, list fetched again', async () => {
    const user = userEvent.setup();
    const remarks = '  Paid via GCash; deliver Tuesday.  ';
    const approve = jest.fn(() => ({ data: { approveOrder: decided('APPROVED') } }));
    const first = queue([seven, eight]);
    const second = queue([eight]);
    renderScreen(
      <OrderAuthorization />,
      [first.mock, { request: { query: ApproveOrderDocument, variables: { input: { orderId: 7, remarks } } }, result: approve }, second.mock],
      '/order-page',
    );
    await user.click(await screen.findByRole('button', { name: 'Approve order 7' }));

    const dialog = screen.getByRole('dialog', { name: 'Approve Order' });
    expect(dialog).toHaveAccessibleDescription(MESSAGES.approveQuestion);
    expect(within(dialog).getByText(MESSAGES.approveQuestion)).toHaveTextContent('Are you sure you want to approve this order?');
    expect(dialog).toHaveTextContent('Order ID: 7');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', 'Cancel', 'Confirm Approval']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), remarks);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Approval' }));

    expect(await screen.findByText('Order 7 approved.')).toBeInTheDocument();
    expect(approve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('ordersUpdated')).not.toBeNull();
    expect(localStorage.getItem('pendingsUpdated')).not.toBeNull();
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
    expect(first.result).toHaveBeenCalledTimes(1);
    expect(orderIds()).toEqual(['8']);
  });

  it('cancels without remarks (none sent) with the Cancel Order texts', async () => {
    const user = userEvent.setup();
    const cancel = jest.fn(() => ({ data: { cancelOrder: decided('CANCELLED') } }));
    const second = queue([eight]);
    renderScreen(
      <OrderAuthorization />,
      [queue([seven, eight]).mock, { request: { query: CancelOrderDocument, variables: { input: { orderId: 7 } } }, result: cancel }, second.mock],
      '/order-page',
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel order 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    expect(within(dialog).getByText(MESSAGES.cancelQuestion)).toHaveTextContent('Are you sure you want to cancel this order?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByText('Order 7 cancelled.')).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(orderIds()).toEqual(['8']));
    expect(localStorage.getItem('ordersUpdated')).not.toBeNull();
  });

  it('closes with Cancel without deciding, and a new dialog starts with empty remarks', async () => {
    const user = userEvent.setup();
    renderScreen(<OrderAuthorization />, [queue([seven]).mock], '/order-page');
    await user.click(await screen.findByRole('button', { name: 'Approve order 7' }));
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'draft');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel order 7' }));
    expect(screen.getByRole('dialog', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('');
    expect(localStorage.getItem('ordersUpdated')).toBeNull();
  });

  it.each([
    ['Approve', ApproveOrderDocument, 'Confirm Approval', MESSAGES.errorApprovingOrder],
    ['Cancel', CancelOrderDocument, 'Confirm Cancellation', MESSAGES.errorCancellingOrder],
  ] as const)('%s failure: red toast for 2 s, dialog stays, no flags', async (verb, document, confirm, message) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderScreen(<OrderAuthorization />, [queue([seven]).mock, { request: { query: document, variables: { input: { orderId: 7 } } }, error: new Error('offline') }], '/order-page');
    await user.click(await screen.findByRole('button', { name: `${verb} order 7` }));
    await user.click(screen.getByRole('button', { name: confirm }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(localStorage.getItem('ordersUpdated')).toBeNull();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('on CONFLICT (another employee decided first) reports the failure and fetches the list again', async () => {
    const user = userEvent.setup();
    const second = queue([eight]);
    const conflict = new GraphQLError('Order 7 is already APPROVED.', { extensions: { code: 'CONFLICT' } });
    renderScreen(
      <OrderAuthorization />,
      [queue([seven, eight]).mock, { request: { query: ApproveOrderDocument, variables: { input: { orderId: 7 } } }, result: { errors: [conflict] } }, second.mock],
      '/order-page',
    );
    await user.click(await screen.findByRole('button', { name: 'Approve order 7' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Approval' }));
    expect(await screen.findByText(MESSAGES.errorApprovingOrder)).toBeInTheDocument();
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(orderIds()).toEqual(['8']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the catalogue’s red message and an empty-state text when nothing is pending', async () => {
    renderScreen(<OrderAuthorization />, [queue([]).mock], '/order-page');
    expect(await screen.findByText('No valid orders found (e.g., APPROVED or CANCELLED orders.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noValidOrders).closest('.toast')).toHaveClass('bg-danger');
    expect(screen.getByText('There are no orders waiting for authorization.')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.fetchedOrders)).not.toBeInTheDocument();
  });

  it('says "Error fetching orders." when the list cannot be loaded', async () => {
    renderScreen(<OrderAuthorization />, [{ request: { query: OrdersToAuthorizeDocument }, error: new Error('offline') }], '/order-page');
    expect(await screen.findByText(MESSAGES.errorFetchingOrders)).toBeInTheDocument();
    expect(screen.getByText('The orders could not be loaded.')).toBeInTheDocument();
  });

  it.each(['ordersUpdated', 'cartCleared'])('fetches again when another tab raises %s, and ignores other keys', async (flag) => {
    const second = queue([seven, eight]);
    renderScreen(<OrderAuthorization />, [queue([seven]).mock, second.mock], '/order-page');
    await waitFor(() => expect(orderIds()).toEqual(['7']));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(second.result).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: flag, newValue: '1' }));
    });
    await waitFor(() => expect(orderIds()).toEqual(['7', '8']));
    expect(second.result).toHaveBeenCalledTimes(1);
  });

  describe('a long queue, 50 orders at a time', () => {
    const nine = order(9, { fullName: 'Cora Diaz' });
    const ten = order(10, { fullName: 'Dan Lim' });
    const page = (orders: OrderRowFragment[], options: Parameters<typeof orderPage>[1], after?: string) => {
      const result = jest.fn(() => ({ data: { ordersToAuthorizeConnection: orderPage(orders, options) } }));
      return { mock: { request: { query: OrdersToAuthorizeDocument, ...(after ? { variables: { after } } : {}) }, result }, result };
    };
    const firstPage = () => page([seven, eight], { totalCount: 3, endCursor: 'c8', hasNextPage: true });
    const fetchedToasts = (spy: jest.SpyInstance) => spy.mock.calls.filter(([text]) => text === MESSAGES.fetchedOrders).length;

    it('says how many are listed and appends the next page on Load more, which then goes away; "Fetched orders." is for the first page only', async () => {
      const user = userEvent.setup();
      const success = jest.spyOn(toast, 'success');
      const next = page([nine], { totalCount: 3 }, 'c8');
      renderScreen(<OrderAuthorization />, [firstPage().mock, next.mock], '/order-page');
      const status = await screen.findByText('Showing 2 of 3 orders');
      expect(status).toHaveAttribute('role', 'status');
      expect(orderIds()).toEqual(['7', '8']);
      const button = screen.getByRole('button', { name: 'Load more' });
      expect(button).toHaveClass('btn', 'btn-outline-secondary', 'load-more');
      expect(fetchedToasts(success)).toBe(1);

      await user.click(button);
      await waitFor(() => expect(orderIds()).toEqual(['7', '8', '9']));
      expect(next.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
      expect(fetchedToasts(success)).toBe(1);
      success.mockRestore();
    });

    it('keeps the Load more button while there is a next page and updates "Showing X of Y"', async () => {
      const user = userEvent.setup();
      const next = page([nine], { totalCount: 4, endCursor: 'c9', hasNextPage: true }, 'c8');
      const last = page([ten], { totalCount: 4 }, 'c9');
      renderScreen(<OrderAuthorization />, [page([seven, eight], { totalCount: 4, endCursor: 'c8', hasNextPage: true }).mock, next.mock, last.mock], '/order-page');
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('Showing 3 of 4 orders')).toBeInTheDocument();
      expect(orderIds()).toEqual(['7', '8', '9']);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(orderIds()).toEqual(['7', '8', '9', '10']));
      expect(last.result).toHaveBeenCalledTimes(1);
    });

    it('says "Error fetching orders." when the next page cannot be loaded, and keeps the rows and the button', async () => {
      const user = userEvent.setup();
      renderScreen(
        <OrderAuthorization />,
        [firstPage().mock, { request: { query: OrdersToAuthorizeDocument, variables: { after: 'c8' } }, error: new Error('offline') }],
        '/order-page',
      );
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(await screen.findByText(MESSAGES.errorFetchingOrders)).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.errorFetchingOrders).closest('.toast')).toHaveClass('bg-danger');
      expect(orderIds()).toEqual(['7', '8']);
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
      expect(screen.getByText('Showing 2 of 3 orders')).toBeInTheDocument();
    });

    it('after a decision reloads the first page, which replaces every page loaded so far', async () => {
      const user = userEvent.setup();
      const success = jest.spyOn(toast, 'success');
      const approve = jest.fn(() => ({ data: { approveOrder: decided('APPROVED') } }));
      const reloaded = page([eight, ten], { totalCount: 3, endCursor: 'c10', hasNextPage: true });
      renderScreen(
        <OrderAuthorization />,
        [
          firstPage().mock,
          page([nine], { totalCount: 3 }, 'c8').mock,
          { request: { query: ApproveOrderDocument, variables: { input: { orderId: 7 } } }, result: approve },
          reloaded.mock,
        ],
        '/order-page',
      );
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(orderIds()).toEqual(['7', '8', '9']));
      await user.click(screen.getByRole('button', { name: 'Approve order 7' }));
      await user.click(screen.getByRole('button', { name: 'Confirm Approval' }));

      await waitFor(() => expect(reloaded.result).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(orderIds()).toEqual(['8', '10']));
      expect(screen.getByText('Showing 2 of 3 orders')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
      // Once for the first visit, once for the reload; never for Load more.
      expect(fetchedToasts(success)).toBe(2);
      success.mockRestore();
    });

    it('keeps the list on screen while a reload is on its way', async () => {
      const reloaded = page([eight], { totalCount: 1 });
      renderScreen(<OrderAuthorization />, [firstPage().mock, { ...reloaded.mock, delay: 100 }], '/order-page');
      await waitFor(() => expect(orderIds()).toEqual(['7', '8']));
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'ordersUpdated', newValue: '1' }));
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
      expect(orderIds()).toEqual(['7', '8']);
      // Load more waits for the reload.
      expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-disabled', 'true');
      await waitFor(() => expect(orderIds()).toEqual(['8']));
      expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();
    });

    it('keeps focus on Load more while pages arrive, then moves it to the first new row when the last one does', async () => {
      const user = userEvent.setup();
      renderScreen(
        <OrderAuthorization />,
        [
          page([seven], { totalCount: 3, endCursor: 'c7', hasNextPage: true }).mock,
          page([eight], { totalCount: 3, endCursor: 'c8', hasNextPage: true }, 'c7').mock,
          page([nine], { totalCount: 3 }, 'c8').mock,
        ],
        '/order-page',
      );
      const button = await screen.findByRole('button', { name: 'Load more' });
      button.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(orderIds()).toEqual(['7', '8']));
      expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();

      await user.keyboard(' ');
      await waitFor(() => expect(orderIds()).toEqual(['7', '8', '9']));
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('row', { name: /Cora Diaz/ })).toHaveFocus());
    });
  });
});
