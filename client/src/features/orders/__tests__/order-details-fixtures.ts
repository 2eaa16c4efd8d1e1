import { order, paymentAccount } from '../../../test/fixtures';
import type { OrderDetailsFragment } from '../api/my-order.generated';

/**
 * Order 41 as its page answers it (myOrder): the fixtures' pending order, a GCash delivery on
 * Tue 1 Dec 2026 to Bacoor and Imus of ₱399.00 goods and ₱80.00 fee, not paid yet and off terms
 * (no day to pay by). Each line has its id (the order's, then the line's place) and, once packed,
 * its lots (none before).
 */
export const orderDetails = ({
  deliveryZoneName = 'Bacoor and Imus',
  deliveryFee = 80,
  goodsAmount = 399,
  orderNote = null,
  dueDate = null,
  payTo = paymentAccount('GCASH'),
  cartItems,
  ...extra
}: Partial<OrderDetailsFragment> = {}): OrderDetailsFragment => {
  const row = order({
    totalAmount: 479,
    deliveryMethod: 'DELIVERY',
    deliveryDate: '2026-12-01',
    paymentMethod: 'GCASH',
    ...extra,
  });
  return {
    ...row,
    cartItems:
      cartItems ?? row.cartItems.map((item, index) => ({ ...item, lineId: row.orderId * 10 + index, lots: [] })),
    deliveryZoneName,
    deliveryFee,
    goodsAmount,
    orderNote,
    dueDate,
    payTo,
  };
};
