import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { OrdersToAuthorizeDocument } from '../api/orders-to-authorize.generated';
import type { OrderSettlementFragment } from '../api/order-settlement.generated';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { orderPage } from '../../../test/connection-pages';
import { order } from '../../../test/fixtures';

/** The queue the ORDER AUTHORIZATION tests start from, and how they read its table. */
export const seven = order({ orderId: 7, fullName: 'Ana Cruz', totalAmount: 1234.5 });
export const eight = order({ orderId: 8, customerId: 'cust-2', fullName: 'Ben Reyes', emailAddress: 'ben@example.ph' });

/** How an order placed the old way reaches its customer and is paid: picked up, cash, nothing paid yet. */
export const PICKUP_CASH: OrderSettlementFragment = {
  __typename: 'Order',
  deliveryMethod: 'PICKUP',
  deliveryZoneName: null,
  deliveryDate: '2026-11-24',
  deliveryFee: 0,
  paymentMethod: 'CASH',
  paymentStatus: 'UNPAID',
  dueDate: null,
  paymentReference: null,
  hasPaymentProof: false,
  paymentProofVersion: null,
};

/** A queued order: its fields, with a pickup paid in cash unless it says otherwise. */
type Queued = OrderRowFragment & Partial<OrderSettlementFragment>;

export const queue = (
  orders: Queued[],
  result = jest.fn(() => ({
    data: { ordersToAuthorizeConnection: orderPage(orders.map((queued) => ({ ...PICKUP_CASH, ...queued }))) },
  })),
) => ({
  mock: { request: { query: OrdersToAuthorizeDocument }, result },
  result,
});
export const decided = (status: 'APPROVED' | 'CANCELLED') => ({ ...seven, orderStatus: status });
export const ordersTable = () => screen.getByRole('table', { name: 'Orders waiting for authorization' });
export const orderIds = () =>
  within(ordersTable())
    .getAllByRole('row')
    .filter((row) => row.parentElement?.parentElement === ordersTable() && row.parentElement?.tagName === 'TBODY')
    .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
