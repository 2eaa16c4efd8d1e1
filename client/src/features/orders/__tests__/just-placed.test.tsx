import { act, screen, within } from '@testing-library/react';
import { MyOrderDocument, type OrderDetailsFragment } from '../api/my-order.generated';
import { MyPendingOrdersDocument } from '../api/my-pending-orders.generated';
import { justPlacedId } from '../components/JustPlaced';
import { PendingOrders } from '../PendingOrders';
import { orderDetails } from './order-details-fixtures';
import { resetToasts } from '../../../state/toast';
import { orderPage } from '../../../test/connection-pages';
import { order } from '../../../test/fixtures';
import { renderScreen, signIn } from '../../../test/kit';

/** Order 91 as its page answers it: ₱665.00, GCash, a delivery to Metro Manila, not packed. */
const placed = (extra: Partial<OrderDetailsFragment> = {}): OrderDetailsFragment =>
  orderDetails({
    orderId: 91,
    totalAmount: 665,
    deliveryZoneName: 'Metro Manila',
    deliveryFee: 150,
    goodsAmount: 515,
    ...extra,
  });

afterEach(() => resetToasts());

/** Pending Orders as Confirm Order leaves it: the order just placed in the navigation's state. */
async function afterConfirm(details: OrderDetailsFragment) {
  signIn('Customer', 'cust-1');
  const { router } = renderScreen(<PendingOrders />, {
    path: '/pending-orders',
    mocks: [
      {
        request: { query: MyPendingOrdersDocument },
        result: { data: { myPendingOrdersConnection: orderPage([order({ orderId: 91 })]) } },
      },
      { request: { query: MyOrderDocument, variables: { orderId: 91 } }, result: { data: { myOrder: details } } },
    ],
    only: true,
  });
  await act(() => router.navigate('/pending-orders', { state: { placedOrderId: 91 } }));
  return screen.findByRole('region', { name: /Order 91 placed/ });
}

describe('Pending Orders right after Confirm Order', () => {
  it('leads with the new order: its total, its day, what to do next (where to send the money) and its page', async () => {
    const card = await afterConfirm(placed());
    expect(within(card).getByText('Awaiting payment')).toHaveClass('badge');
    expect(card).toHaveTextContent('Total ₱665.00 · Delivery on Tue 1 Dec 2026');
    expect(card).toHaveTextContent(
      'Send ₱665.00 by GCash, with order 91 as the reference, then send us a picture of the receipt.',
    );
    expect(card).toHaveTextContent('GCash number0917 555 0100');
    expect(within(card).getByRole('link', { name: 'Open order 91' })).toHaveAttribute('href', '/orders/91');
  });

  it('tells a cash buyer the cash to have ready and when', async () => {
    const card = await afterConfirm(placed({ paymentMethod: 'CASH', payTo: null }));
    expect(within(card).getByText('Awaiting approval')).toHaveClass('badge');
    expect(card).toHaveTextContent('We will collect ₱665.00 in cash when we deliver on Tue 1 Dec 2026.');
    expect(within(card).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('reads the order only from a navigation that placed one', () => {
    expect([
      justPlacedId({ placedOrderId: 91 }),
      justPlacedId(null),
      justPlacedId({ placedOrderId: '91' }),
      justPlacedId({ placedOrderId: -1 }),
    ]).toEqual([91, null, null, null]);
  });
});
