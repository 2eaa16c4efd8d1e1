import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApproveOrderDocument } from '../api/approve-order.generated';
import { CancelOrderDocument } from '../api/cancel-order.generated';
import { OrdersToAuthorizeDocument } from '../api/orders-to-authorize.generated';
import { formatPeso } from '../../../lib/format';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { OrderAuthorization } from '../OrderAuthorization';
import { renderScreen } from '../../../test/kit';

import { decided, eight, orderIds, ordersTable, queue, seven } from './queue-fixtures';
import { settle } from '../../../test/mock-link';

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('ORDER AUTHORIZATION (employee order page)', () => {
  it('lists the pending orders in the original columns with their lines, and says "Fetched orders."', async () => {
    renderScreen(<OrderAuthorization />, { mocks: [queue([seven, eight]).mock], path: '/order-page' });
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
    expect(within(lines).getByRole('row', { name: /Tinapang Bangus/ })).toHaveTextContent(
      /Tinapang Bangus₱99\.001₱99\.00/,
    );
    expect(within(row).getByRole('button', { name: 'Approve order 7' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel order 7' })).toBeInTheDocument();
  });

  it('approves with the remarks exactly as typed: toast, dialog closed, flags raised, list fetched again', async () => {
    const user = userEvent.setup();
    const remarks = '  Paid via GCash; deliver Tuesday.  ';
    const approve = jest.fn(() => ({ data: { approveOrder: decided('APPROVED') } }));
    const first = queue([seven, eight]);
    const second = queue([eight]);
    renderScreen(<OrderAuthorization />, {
      mocks: [
        first.mock,
        { request: { query: ApproveOrderDocument, variables: { input: { orderId: 7, remarks } } }, result: approve },
        second.mock,
      ],
      path: '/order-page',
    });
    await user.click(await screen.findByRole('button', { name: 'Approve order 7' }));

    const dialog = screen.getByRole('dialog', { name: 'Approve Order' });
    expect(dialog).toHaveAccessibleDescription(MESSAGES.approveQuestion);
    expect(within(dialog).getByText(MESSAGES.approveQuestion)).toHaveTextContent(
      'Are you sure you want to approve this order?',
    );
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
    renderScreen(<OrderAuthorization />, {
      mocks: [
        queue([seven, eight]).mock,
        { request: { query: CancelOrderDocument, variables: { input: { orderId: 7 } } }, result: cancel },
        second.mock,
      ],
      path: '/order-page',
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    expect(within(dialog).getByText(MESSAGES.cancelQuestion)).toHaveTextContent(
      'Are you sure you want to cancel this order?',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByText('Order 7 cancelled.')).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(orderIds()).toEqual(['8']));
    expect(localStorage.getItem('ordersUpdated')).not.toBeNull();
  });

  it('says, before a paid order is cancelled, that its money becomes a refund due', async () => {
    const user = userEvent.setup();
    renderScreen(<OrderAuthorization />, {
      mocks: [queue([{ ...seven, paymentStatus: 'PAID' }, eight]).mock],
      path: '/order-page',
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    expect(dialog).toHaveTextContent(
      `This order is paid (${formatPeso(seven.totalAmount)}). Cancelling it makes a refund of ${formatPeso(seven.totalAmount)} due`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel order 8' }));
    expect(screen.getByRole('dialog', { name: 'Cancel Order' })).not.toHaveTextContent('refund');
  });

  it('closes with Cancel without deciding, and a new dialog starts with empty remarks', async () => {
    const user = userEvent.setup();
    renderScreen(<OrderAuthorization />, { mocks: [queue([seven]).mock], path: '/order-page' });
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
    renderScreen(<OrderAuthorization />, {
      mocks: [
        queue([seven]).mock,
        { request: { query: document, variables: { input: { orderId: 7 } } }, error: new Error('offline') },
      ],
      path: '/order-page',
    });
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
    renderScreen(<OrderAuthorization />, {
      mocks: [
        queue([seven, eight]).mock,
        {
          request: { query: ApproveOrderDocument, variables: { input: { orderId: 7 } } },
          result: { errors: [conflict] },
        },
        second.mock,
      ],
      path: '/order-page',
    });
    await user.click(await screen.findByRole('button', { name: 'Approve order 7' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Approval' }));
    expect(await screen.findByText(MESSAGES.errorApprovingOrder)).toBeInTheDocument();
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(orderIds()).toEqual(['8']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the catalogue’s "No valid orders found" as the empty list’s calm status, with no red notice', async () => {
    renderScreen(<OrderAuthorization />, { mocks: [queue([]).mock], path: '/order-page' });
    const empty = await screen.findByText('No valid orders found (e.g., APPROVED or CANCELLED orders).');
    expect(empty).toHaveAttribute('role', 'status');
    expect(empty.closest('.toast')).toBeNull();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByText(MESSAGES.fetchedOrders)).not.toBeInTheDocument();
  });

  it('a stock conflict keeps "Error approving order." and names the reason under it, until the notice is closed', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const reason = 'Order 7 cannot be approved: not enough stock. Tinapa (SMK-099): 2 wanted, 1 left.';
    const short = new GraphQLError(reason, { extensions: { code: 'CONFLICT' } });
    renderScreen(<OrderAuthorization />, {
      mocks: [
        queue([seven]).mock,
        { request: { query: ApproveOrderDocument, variables: { input: { orderId: 7 } } }, result: { errors: [short] } },
        queue([seven]).mock,
      ],
      path: '/order-page',
    });
    await user.click(await screen.findByRole('button', { name: 'Approve order 7' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Approval' }));
    const notice = (await screen.findByText(MESSAGES.errorApprovingOrder)).closest('.toast')!;
    expect(notice).toHaveTextContent(`Error: ${MESSAGES.errorApprovingOrder}${reason}`);
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText(reason)).toBeInTheDocument();
    // Closed from the keyboard: Escape on the notice, focus back where it was.
    const approve = screen.getByRole('button', { name: 'Approve order 7' });
    approve.focus();
    within(notice as HTMLElement)
      .getByRole('button', { name: 'Close notice' })
      .focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    expect(approve).toHaveFocus();
  });

  it('says "Error fetching orders." when the list cannot be loaded', async () => {
    renderScreen(<OrderAuthorization />, {
      mocks: [{ request: { query: OrdersToAuthorizeDocument }, error: new Error('offline') }],
      path: '/order-page',
    });
    expect(await screen.findByText(MESSAGES.errorFetchingOrders)).toBeInTheDocument();
    expect(screen.getByText('The orders could not be loaded.')).toBeInTheDocument();
  });

  it.each(['ordersUpdated', 'cartCleared'])(
    'fetches again when another tab raises %s, and ignores other keys',
    async (flag) => {
      const second = queue([seven, eight]);
      renderScreen(<OrderAuthorization />, { mocks: [queue([seven]).mock, second.mock], path: '/order-page' });
      await waitFor(() => expect(orderIds()).toEqual(['7']));
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
      });
      await settle();
      expect(second.result).not.toHaveBeenCalled();
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: flag, newValue: '1' }));
      });
      await waitFor(() => expect(orderIds()).toEqual(['7', '8']));
      expect(second.result).toHaveBeenCalledTimes(1);
    },
  );
});
