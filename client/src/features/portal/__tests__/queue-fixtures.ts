import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { OrdersToAuthorizeDocument } from '../api/orders-to-authorize.generated';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { orderPage } from '../../../test/connection-pages';
import { order } from '../../../test/fixtures';

/** The queue the ORDER AUTHORIZATION tests start from, and how they read its table. */
export const seven = order({ orderId: 7, fullName: 'Ana Cruz', totalAmount: 1234.5 });
export const eight = order({ orderId: 8, customerId: 'cust-2', fullName: 'Ben Reyes', emailAddress: 'ben@example.ph' });

export const queue = (orders: OrderRowFragment[], result = jest.fn(() => ({ data: { ordersToAuthorizeConnection: orderPage(orders) } }))) => ({
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
