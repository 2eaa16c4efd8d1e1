import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentStatus } from '@waters/domain';
import { resetToasts } from '../../../state/toast';
import { orderPage } from '../../../test/connection-pages';
import { order } from '../../../test/fixtures';
import { renderScreen, settle, signIn } from '../../../test/kit';
import { atPhoneWidth } from '../../../test/phone-width';
import { MyOrderHistoryDocument } from '../api/my-order-history.generated';
import { MyOrderDocument } from '../api/my-order.generated';
import { MyPendingOrdersDocument } from '../api/my-pending-orders.generated';
import { OrderActivityLogDocument } from '../api/order-activity-log.generated';
import { ActivityLog } from '../ActivityLog';
import { isOverdue } from '../components/PayByLine';
import { OrderAuthorization } from '../OrderAuthorization';
import { OrderDetails } from '../OrderDetails';
import { OrderHistory } from '../OrderHistory';
import { PendingOrders } from '../PendingOrders';
import { orderDetails } from './order-details-fixtures';
import { queue } from './queue-fixtures';

/** Due days long past and far ahead, so that the tests hold whatever today is. */
const PAST = '2020-01-15';
const PAST_TEXT = 'Pay by Wed 15 Jan 2020.';
const AHEAD = '2099-12-15';
const AHEAD_TEXT = 'Pay by Tue 15 Dec 2099.';

type Row = ReturnType<typeof order>;
const onTerms = (orderId: number, dueDate: string | null, extra: Partial<Row> = {}) => ({
  ...order({ orderId, fullName: `Buyer ${orderId}`, ...extra }),
  dueDate,
});

const pending = (...orders: ReturnType<typeof onTerms>[]) => ({
  request: { query: MyPendingOrdersDocument },
  result: { data: { myPendingOrdersConnection: orderPage(orders) } },
});

/** A list's row (or phone card) of an order, found by its customer's name. */
const rowOf = async (name: string) => (await screen.findAllByText(name))[0].closest('[data-record]') as HTMLElement;

/** The line comes with its own code, loaded once the first order on terms is shown. */
const payByShown = () => waitFor(() => expect(document.body).toHaveTextContent('Pay by'));

afterEach(() => resetToasts());

describe('isOverdue', () => {
  const due = (paymentStatus: PaymentStatus) => ({ dueDate: '2026-12-15', paymentStatus });
  it('is the day after the due day, while the order is still unpaid', () => {
    expect(isOverdue(due('UNPAID'), '2026-12-15')).toBe(false);
    expect(isOverdue(due('UNPAID'), '2026-12-16')).toBe(true);
    expect(isOverdue(due('PROOF_SENT'), '2026-12-16')).toBe(true);
    expect(isOverdue(due('BALANCE_DUE'), '2026-12-16')).toBe(true);
    expect(isOverdue(due('PAID'), '2026-12-16')).toBe(false);
    expect(isOverdue(due('REFUND_DUE'), '2026-12-16')).toBe(false);
    expect(isOverdue({ dueDate: null, paymentStatus: 'UNPAID' }, '2026-12-16')).toBe(false);
  });
});

describe('pay-by day of orders on terms, in the customer’s lists', () => {
  it('Pending Orders: the day to pay by, with Overdue in words once it is past and unpaid; nothing off terms', async () => {
    signIn('Customer', 'cust-1');
    renderScreen(<PendingOrders />, {
      path: '/pending-orders',
      mocks: [
        pending(onTerms(41, PAST), onTerms(42, AHEAD), onTerms(43, PAST, { paymentStatus: 'PAID' }), onTerms(44, null)),
      ],
    });
    const late = await rowOf('Buyer 41');
    await payByShown();
    expect(late).toHaveTextContent(PAST_TEXT);
    expect(within(late).getByText('Overdue')).toHaveClass('badge');
    const ahead = await rowOf('Buyer 42');
    expect(ahead).toHaveTextContent(AHEAD_TEXT);
    expect(within(ahead).queryByText('Overdue')).not.toBeInTheDocument();
    const paid = await rowOf('Buyer 43');
    expect(paid).toHaveTextContent(PAST_TEXT);
    expect(within(paid).queryByText('Overdue')).not.toBeInTheDocument();
    const household = await rowOf('Buyer 44');
    expect(household).not.toHaveTextContent('Pay by');
    expect(screen.getAllByText('Overdue')).toHaveLength(1);
  });

  it('Order History: a cancelled order says nothing of paying, even past its day', async () => {
    signIn('Customer', 'cust-1');
    const history = [
      onTerms(41, PAST, { orderStatus: 'APPROVED' }),
      onTerms(40, PAST, { orderStatus: 'CANCELLED', customerStatus: 'Cancelled' }),
    ];
    renderScreen(<OrderHistory />, {
      path: '/complete-orders',
      mocks: [
        {
          request: { query: MyOrderHistoryDocument },
          result: { data: { myOrderHistoryConnection: orderPage(history) } },
        },
      ],
    });
    const approved = await rowOf('Buyer 41');
    await payByShown();
    expect(approved).toHaveTextContent(PAST_TEXT);
    expect(within(approved).getByText('Overdue')).toBeInTheDocument();
    const cancelled = await rowOf('Buyer 40');
    expect(cancelled).not.toHaveTextContent('Pay by');
    expect(within(cancelled).queryByText('Overdue')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    atPhoneWidth();
    it('the card’s payment line carries the day and the badge', async () => {
      signIn('Customer', 'cust-1');
      renderScreen(<PendingOrders />, { path: '/pending-orders', mocks: [pending(onTerms(41, PAST))] });
      const [card] = within(await screen.findByRole('list', { name: 'Pending orders' })).getAllByRole('listitem');
      await payByShown();
      const payment = within(card).getByText('Payment', { selector: 'dt' }).nextElementSibling as HTMLElement;
      expect(payment).toHaveTextContent(`Cash on pickup${PAST_TEXT}Overdue`);
    });
  });
});

describe('pay-by day on the order page and in the queue', () => {
  it('a customer’s order page says it under the payment’s status', async () => {
    signIn('Customer', 'cust-1');
    const details = { ...orderDetails({ paymentStatus: 'UNPAID' }), dueDate: PAST };
    renderScreen(
      { '/orders/:orderId': <OrderDetails /> },
      {
        path: '/orders/41',
        mocks: [
          { request: { query: MyOrderDocument, variables: { orderId: 41 } }, result: { data: { myOrder: details } } },
        ],
      },
    );
    const status = await screen.findByTestId('payment-status');
    await payByShown();
    expect(status).toHaveTextContent(`Unpaid${PAST_TEXT}Overdue`);
  });

  it('an order paid on delivery the usual way has no pay-by line', async () => {
    signIn('Customer', 'cust-1');
    const details = { ...orderDetails(), dueDate: null };
    renderScreen(
      { '/orders/:orderId': <OrderDetails /> },
      {
        path: '/orders/41',
        mocks: [
          { request: { query: MyOrderDocument, variables: { orderId: 41 } }, result: { data: { myOrder: details } } },
        ],
      },
    );
    const status = await screen.findByTestId('payment-status');
    await settle();
    expect(status).toHaveTextContent(/^Unpaid$/);
  });

  it('ORDER AUTHORIZATION shows employees the day, and Overdue when it is past', async () => {
    signIn('Employee', 'emp-1');
    const orders = [
      { ...order({ orderId: 7, fullName: 'Ana Cruz' }), dueDate: PAST },
      { ...order({ orderId: 8, fullName: 'Ben Reyes' }), dueDate: AHEAD },
    ];
    renderScreen(<OrderAuthorization />, { path: '/order-page', mocks: [queue(orders).mock] });
    const late = await rowOf('Ana Cruz');
    await payByShown();
    expect(late).toHaveTextContent(PAST_TEXT);
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    const ahead = await rowOf('Ben Reyes');
    expect(ahead).toHaveTextContent(AHEAD_TEXT);
    expect(within(ahead).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('ORDER ACTIVITY LOG shows it under the payment of an approved order, not of a cancelled one', async () => {
    signIn('Employee', 'emp-1');
    const progress = {
      deliveryMethod: 'PICKUP',
      paymentMethod: 'CASH',
      paymentStatus: 'UNPAID',
      fulfilmentStatus: null,
    };
    const orders = [
      { ...order({ orderId: 7, fullName: 'Ana Cruz', orderStatus: 'APPROVED' }), ...progress, dueDate: PAST },
      { ...order({ orderId: 8, fullName: 'Ben Reyes', orderStatus: 'CANCELLED' }), ...progress, dueDate: PAST },
    ];
    renderScreen(<ActivityLog />, {
      path: '/complete-orders',
      mocks: [
        {
          request: { query: OrderActivityLogDocument },
          result: { data: { orderActivityLogConnection: orderPage(orders) } },
        },
      ],
    });
    const approved = await rowOf('Ana Cruz');
    await payByShown();
    expect(approved).toHaveTextContent(PAST_TEXT);
    expect(within(approved).getByText('Overdue')).toBeInTheDocument();
    expect(await rowOf('Ben Reyes')).not.toHaveTextContent('Pay by');
  });
});
