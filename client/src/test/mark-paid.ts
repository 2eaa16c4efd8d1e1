import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MarkOrderPaidDocument } from '../features/orders/api/mark-order-paid.generated';
import { openDialog } from './dialogs';

type User = ReturnType<typeof userEvent.setup>;

/** The answer to marking the order paid (MarkOrderPaid), given `result`. */
export const markPaidAnswer = (orderId: number, result: object) => ({
  request: { query: MarkOrderPaidDocument, variables: { orderId } },
  result,
});

/** The server's answer once the order is marked paid at `paidAt`, as a mock that counts its calls. */
export const markedPaid = (orderId: number, paidAt: string) =>
  jest.fn(() => ({
    data: { markOrderPaid: { __typename: 'Order' as const, orderId, paymentStatus: 'PAID' as const, paidAt } },
  }));

/** Clicks the order's Mark as paid and returns the dialog that asks once more, with the total. */
export const openMarkPaid = (user: User, orderId: number) =>
  openDialog(user, `Mark as paid (order ${orderId})`, `Mark order ${orderId} as paid`);

/** Marks the order paid and confirms the `total` ("₱380.00") in the dialog. */
export async function markPaid(user: User, orderId: number, total: string) {
  const dialog = await openMarkPaid(user, orderId);
  await user.click(within(dialog).getByRole('button', { name: `Confirm payment of ${total}` }));
}
