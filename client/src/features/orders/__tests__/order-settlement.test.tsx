import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RevertOrderPaymentDocument } from '../api/revert-order-payment.generated';
import { OrderActivityLogDocument } from '../api/order-activity-log.generated';
import { orderPage } from '../../../test/connection-pages';
import { ActivityLog } from '../ActivityLog';
import { resetToasts } from '../../../state/toast';
import { lifeOrder, order } from '../../../test/fixtures';
import { refusal } from '../../../test/graphql-errors';
import { renderScreen } from '../../../test/kit';
import { markedPaid, markPaid, markPaidAnswer, openMarkPaid } from '../../../test/mark-paid';
import { OrderAuthorization } from '../OrderAuthorization';
import { canTake } from '../../../lib/order-life';
import type { OrderStatus, PaymentStatus } from '../../../gql/graphql';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { fulfilmentText, paymentText } from '../utils/payment-settlement';
import { deliveryText, progressText } from '../utils/settlement';
import { queue } from './queue-fixtures';

const realFetch = global.fetch;
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
let proofRequests: { url: string; authorization: string | null }[];

beforeEach(() => {
  proofRequests = [];
  sessionStorage.setItem('token', 'employee-token');
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/payment-proof')) {
      proofRequests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      return url.includes('/9/')
        ? new Response('gone', { status: 404 })
        : new Response(new Blob(['proof'], { type: 'image/webp' }));
    }
    return new Response('', { status: 404 });
  }) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:proof-7');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  global.fetch = realFetch;
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  sessionStorage.clear();
  resetToasts();
});

// A GCash transfer to be delivered, its proof sent; a pickup already paid in cash; a Maya transfer whose proof is gone.
const gcash = {
  ...order({ orderId: 7, fullName: 'Ana Cruz' }),
  deliveryMethod: 'DELIVERY' as const,
  deliveryZoneName: 'Cavite North',
  deliveryDate: '2026-11-24',
  deliveryFee: 80,
  paymentMethod: 'GCASH' as const,
  paymentStatus: 'PROOF_SENT' as const,
  paymentReference: 'GC-0042',
  hasPaymentProof: true,
  paymentProofVersion: '3f2a9c0d1b7e',
};
const paidPickup = { ...order({ orderId: 8, fullName: 'Ben Reyes' }), paymentStatus: 'PAID' as const };
const lostProof = {
  ...order({ orderId: 9, fullName: 'Cora Diaz' }),
  paymentMethod: 'MAYA' as const,
  paymentStatus: 'PROOF_SENT' as const,
  hasPaymentProof: true,
  paymentProofVersion: '9a41c2e07d55',
};

describe('settlement words', () => {
  it('names the delivery, the payment and the fulfilment step', () => {
    expect(formatDeliveryDate('2026-11-24')).toBe('Tue 24 Nov 2026');
    expect(deliveryText(gcash)).toBe('Delivery · Cavite North · Tue 24 Nov 2026');
    expect(deliveryText({ deliveryMethod: 'PICKUP', deliveryZoneName: null, deliveryDate: null })).toBe(
      'Pickup · no date',
    );
    expect(paymentText(gcash)).toBe('GCash · Proof sent');
    expect(paymentText({ paymentMethod: 'CASH', paymentStatus: 'UNPAID', deliveryMethod: 'DELIVERY' })).toBe(
      'Cash on delivery · Unpaid',
    );
    // Mark as paid is offered as the order-life table allows it: not once paid, refunded or owed back.
    const markable = (paymentStatus: PaymentStatus, orderStatus: OrderStatus = 'PENDING') =>
      canTake(lifeOrder({ paymentStatus, orderStatus }), 'markPaid', 'employee');
    expect([
      markable('UNPAID'),
      markable('PROOF_SENT'),
      markable('PAID'),
      markable('REFUNDED', 'CANCELLED'),
      markable('REFUND_DUE', 'CANCELLED'),
    ]).toEqual([true, true, false, false, false]);
    expect(markable('BALANCE_DUE', 'APPROVED')).toBe(true);
    expect(fulfilmentText(null)).toBe('Not packed yet');
    expect(fulfilmentText('OUT_FOR_DELIVERY')).toBe('Out for delivery');
    expect(
      progressText({
        orderStatus: 'APPROVED',
        deliveryMethod: 'DELIVERY',
        paymentMethod: 'GCASH',
        paymentStatus: 'PAID',
        fulfilmentStatus: 'DELIVERED',
      }),
    ).toBe('Delivered · GCash · Paid');
    expect(
      progressText({
        orderStatus: 'CANCELLED',
        deliveryMethod: 'PICKUP',
        paymentMethod: 'MAYA',
        paymentStatus: 'REFUNDED',
        fulfilmentStatus: null,
      }),
    ).toBe('Maya · Refunded');
    expect(progressText({ orderStatus: 'APPROVED' })).toBeNull();
  });
});

describe('ORDER ACTIVITY LOG: how far each decided order has got', () => {
  it('shows the fulfilment step and the payment under each status', async () => {
    const progress = {
      deliveryMethod: 'DELIVERY' as const,
      paymentMethod: 'CASH' as const,
      paymentStatus: 'UNPAID' as const,
      fulfilmentStatus: 'OUT_FOR_DELIVERY' as const,
    };
    const approved = {
      ...order({
        orderId: 5,
        orderStatus: 'APPROVED',
        authorizedByFullName: 'Carla Santos',
        authorizationDate: '2026-11-21T05:31:00.000Z',
      }),
      ...progress,
    };
    const cancelled = {
      ...order({ orderId: 6, orderStatus: 'CANCELLED', fullName: 'Ben Reyes' }),
      ...progress,
      paymentMethod: 'GCASH' as const,
      paymentStatus: 'REFUNDED' as const,
      fulfilmentStatus: null,
    };
    renderScreen(<ActivityLog />, {
      mocks: [
        {
          request: { query: OrderActivityLogDocument },
          result: { data: { orderActivityLogConnection: orderPage([approved, cancelled]) } },
        },
      ],
      path: '/complete-orders',
      toasts: false,
    });
    expect(await screen.findByText('Out for delivery · Cash on delivery · Unpaid')).toBeInTheDocument();
    expect(screen.getByText('GCash · Refunded')).toBeInTheDocument();
  });
});

describe('ORDER AUTHORIZATION: delivery, payment and the proof', () => {
  it('shows each order’s delivery, payment and reference, fetches the proof with the token and opens it large', async () => {
    const user = userEvent.setup();
    renderScreen(<OrderAuthorization />, {
      mocks: [queue([gcash, paidPickup, lostProof]).mock],
      path: '/order-page',
      toasts: false,
    });
    const row = await screen.findByRole('row', { name: /Ana Cruz/ });
    expect(row).toHaveTextContent('Delivery: Delivery · Cavite North · Tue 24 Nov 2026');
    expect(row).toHaveTextContent('Payment: GCash · Proof sent');
    expect(row).toHaveTextContent('Reference: GC-0042');
    expect(within(row).getByRole('button', { name: 'Mark as paid (order 7)' })).toBeEnabled();
    // Paid already: nothing to mark; no proof either.
    const paid = screen.getByRole('row', { name: /Ben Reyes/ });
    expect(paid).toHaveTextContent('Payment: Cash on pickup · Paid');
    expect(within(paid).queryByRole('button', { name: /Mark as paid/ })).not.toBeInTheDocument();
    expect(
      await within(screen.getByRole('row', { name: /Cora Diaz/ })).findByText('The proof could not be loaded.'),
    ).toBeInTheDocument();

    const thumbnail = await within(row).findByRole('button', { name: 'Proof of payment for order 7, open large' });
    expect(proofRequests).toContainEqual({
      url: '/api/orders/7/payment-proof',
      authorization: 'Bearer employee-token',
    });
    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Proof of payment — order 7' });
    expect(dialog).toHaveTextContent('GCash · Proof sent · Reference GC-0042');
    expect(within(dialog).getByRole('img', { name: 'Proof of payment for order 7' })).toHaveAttribute(
      'src',
      'blob:proof-7',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fetches the proof again when the customer sends another, while the large view keeps its own picture', async () => {
    const user = userEvent.setup();
    let made = 0;
    URL.createObjectURL = jest.fn(() => `blob:proof-${++made}`);
    const first = queue([gcash]);
    const second = queue([{ ...gcash, paymentProofVersion: 'c0ffee123456' }]);
    renderScreen(<OrderAuthorization />, { mocks: [first.mock, second.mock], path: '/order-page', toasts: false });
    const row = await screen.findByRole('row', { name: /Ana Cruz/ });
    await user.click(await within(row).findByRole('button', { name: 'Proof of payment for order 7, open large' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of payment — order 7' });
    const large = within(dialog).getByRole('img', { name: 'Proof of payment for order 7' });
    const largeUrl = large.getAttribute('src');
    expect(largeUrl).toBe('blob:proof-2');

    // The queue reloads (another tab decided an order) with the second proof's version.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'ordersUpdated', newValue: '1' }));
    });
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(proofRequests.filter(({ url }) => url === '/api/orders/7/payment-proof')).toHaveLength(2),
    );
    expect(await within(row).findByRole('img', { name: 'Proof of payment for order 7, open large' })).toHaveAttribute(
      'src',
      'blob:proof-3',
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:proof-1');
    // The open dialog's picture is untouched by the thumbnail's new one.
    expect(within(dialog).getByRole('img', { name: 'Proof of payment for order 7' })).toHaveAttribute('src', largeUrl);
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(largeUrl);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(largeUrl));
  });

  it('marks an order paid, says so and fetches the queue again', async () => {
    const user = userEvent.setup();
    const first = queue([gcash]);
    const second = queue([{ ...gcash, paymentStatus: 'PAID' }]);
    const mark = markedPaid(7, '2026-11-21T06:00:00Z');
    renderScreen(<OrderAuthorization />, {
      mocks: [first.mock, markPaidAnswer(7, mark), second.mock],
      path: '/order-page',
    });
    // Asked once more, with the order's total beside the receipt and its reference: nothing is marked yet.
    const dialog = await openMarkPaid(user, 7);
    expect(dialog).toHaveAccessibleDescription('Order total: ₱399.00');
    expect(dialog).toHaveTextContent('GC-0042');
    expect(await within(dialog).findByRole('img', { name: 'Proof of payment for order 7' })).toHaveAttribute(
      'src',
      'blob:proof-7',
    );
    expect(mark).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment of ₱399.00' }));
    expect(await screen.findByText('Order 7 marked as paid.')).toBeInTheDocument();
    expect(mark).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as paid (order 7)' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /Ana Cruz/ })).toHaveTextContent('Payment: GCash · Paid');
  });

  it('shows the server’s reason when someone else got there first, and reloads the queue', async () => {
    const user = userEvent.setup();
    const first = queue([gcash]);
    const second = queue([]);
    renderScreen(<OrderAuthorization />, {
      mocks: [first.mock, markPaidAnswer(7, refusal('Order 7 was cancelled.', 'CONFLICT')), second.mock],
      path: '/order-page',
    });
    await markPaid(user, 7, '₱399.00');
    expect(await screen.findByText('Order 7 could not be marked as paid.')).toBeInTheDocument();
    expect(screen.getByText('Order 7 was cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
  });

  it('takes back a payment marked by mistake the same day, with a reason; none to undo once the day is over', async () => {
    const user = userEvent.setup();
    const paidToday = { ...gcash, paymentStatus: 'PAID' as const, paidAt: new Date().toISOString() };
    const paidYesterday = { ...paidPickup, paidAt: new Date(Date.now() - 36 * 3_600_000).toISOString() };
    const first = queue([paidToday, paidYesterday]);
    const second = queue([gcash]);
    const revert = jest.fn(() => ({
      data: {
        revertOrderPayment: {
          __typename: 'Order' as const,
          orderId: 7,
          paymentStatus: 'PROOF_SENT' as const,
          paidAt: null,
        },
      },
    }));
    renderScreen(<OrderAuthorization />, {
      mocks: [
        first.mock,
        {
          request: { query: RevertOrderPaymentDocument, variables: { orderId: 7, reason: 'Receipt was for order 6' } },
          result: revert,
        },
        second.mock,
      ],
      path: '/order-page',
    });
    await user.click(await screen.findByRole('button', { name: 'Undo payment (order 7)' }));
    expect(
      within(screen.getByRole('row', { name: /Ben Reyes/ })).queryByRole('button', { name: /Undo payment/ }),
    ).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Undo the payment of order 7' });
    expect(dialog).toHaveTextContent('waiting for its proof to be checked again');
    // A reason is required.
    await user.click(within(dialog).getByRole('button', { name: 'Undo payment' }));
    expect(within(dialog).getByText('Please say why.')).toBeInTheDocument();
    expect(revert).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Receipt was for order 6');
    await user.click(within(dialog).getByRole('button', { name: 'Undo payment' }));
    expect(await screen.findByText('The payment of order 7 was taken back.')).toBeInTheDocument();
    expect(revert).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
  });
});
