import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manilaDay } from '@waters/domain';
import { RecordOrderRefundDocument } from '../api/record-order-refund.generated';
import { MarkOrderPaidDocument } from '../api/mark-order-paid.generated';
import { resetToasts } from '../../../state/toast';
import { orderPage } from '../../../test/connection-pages';
import { order } from '../../../test/fixtures';
import { renderScreen, signIn } from '../../../test/kit';
import { OrdersByPaymentDocument } from '../api/orders-by-payment.generated';
import { MoneyOwedLists } from '../components/MoneyOwedLists';

const short = order({
  orderId: 51,
  fullName: 'Ben Reyes',
  orderStatus: 'APPROVED',
  fulfilmentStatus: 'DELIVERED',
  deliveryMethod: 'DELIVERY',
  paymentStatus: 'BALANCE_DUE',
  totalAmount: 365,
  amountCollected: 300,
  collectionNote: 'Had only ₱300',
  completedAt: '2026-11-28T03:00:00Z',
});
const owedBack = order({
  orderId: 52,
  fullName: 'Cora Diaz',
  orderStatus: 'CANCELLED',
  paymentMethod: 'GCASH',
  paymentStatus: 'REFUND_DUE',
  totalAmount: 570,
  authorizationDate: '2026-11-28T04:00:00Z',
});
const list = (paymentStatus: string, ...orders: ReturnType<typeof order>[]) => ({
  request: { query: OrdersByPaymentDocument, variables: { paymentStatus } },
  result: { data: { ordersByPaymentConnection: orderPage(orders) } },
});

afterEach(() => resetToasts());

describe('the money waiting on the staff', () => {
  it('lists a balance short at the door and a refund owed; records the refund sent, then reads both again', async () => {
    const user = userEvent.setup();
    const today = manilaDay(new Date());
    const refund = jest.fn(() => ({
      data: {
        recordOrderRefund: {
          __typename: 'Order' as const,
          orderId: 52,
          paymentStatus: 'REFUNDED' as const,
          refundMethod: 'GCASH' as const,
          refundReference: 'RF-77',
          refundedOn: today,
        },
      },
    }));
    signIn('Employee');
    renderScreen(<MoneyOwedLists />, {
      path: '/admin',
      mocks: [
        list('BALANCE_DUE', short),
        list('REFUND_DUE', owedBack),
        {
          request: {
            query: RecordOrderRefundDocument,
            variables: { input: { orderId: 52, method: 'GCASH', reference: 'RF-77', refundedOn: today } },
          },
          result: refund,
        },
        list('BALANCE_DUE', short),
        list('REFUND_DUE'),
      ],
    });
    const balances = await screen.findByRole('region', { name: 'Balances to chase (1)' });
    expect(balances).toHaveTextContent('₱65.00 of ₱365.00');
    expect(balances).toHaveTextContent('Had only ₱300');
    expect(within(balances).getByRole('button', { name: 'Mark as paid (order 51)' })).toBeInTheDocument();
    const refunds = screen.getByRole('region', { name: 'Refunds to send (1)' });
    expect(refunds).toHaveTextContent('Paid by GCash');
    await user.click(within(refunds).getByRole('button', { name: 'Record refund (order 52)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the refund of order 52' });
    expect(dialog).toHaveAccessibleDescription('Refund due: ₱570.00');
    expect(within(dialog).getByLabelText('Sent back by')).toHaveValue('GCASH');
    await user.type(within(dialog).getByLabelText(/Reference number/), 'RF-77');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund of ₱570.00' }));
    expect(await screen.findByText('The refund of order 52 was recorded.')).toBeInTheDocument();
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No refund is due.')).toBeInTheDocument();
  });

  it('asks once more before a balance is marked paid, showing what is still owed', async () => {
    const user = userEvent.setup();
    const paid = jest.fn(() => ({
      data: {
        markOrderPaid: {
          __typename: 'Order' as const,
          orderId: 51,
          paymentStatus: 'PAID' as const,
          paidAt: '2026-11-29T02:00:00Z',
        },
      },
    }));
    signIn('Employee');
    renderScreen(<MoneyOwedLists />, {
      path: '/admin',
      mocks: [
        list('BALANCE_DUE', short),
        list('REFUND_DUE'),
        { request: { query: MarkOrderPaidDocument, variables: { orderId: 51 } }, result: paid },
        list('BALANCE_DUE'),
        list('REFUND_DUE'),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as paid (order 51)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order 51 as paid' });
    expect(dialog).toHaveAccessibleDescription('Balance to collect: ₱65.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment of ₱65.00' }));
    await waitFor(() => expect(paid).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('No order owes a balance.')).toBeInTheDocument();
  });
});
