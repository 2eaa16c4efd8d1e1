import { describe, expect, it } from '@jest/globals';
import type { OrderDetails } from '../lists/order-lists.service.js';
import type { OrderLine } from '../order-line.entity.js';
import type { Order } from '../order.entity.js';
import { OrderStatus } from '../order-status.js';
import { activityLogCsv } from './activity-log-csv.js';

const decided = (id: number, orderDate: string, authorizationDate: string | null): OrderDetails => ({
  order: {
    id,
    customerId: 'c-1',
    fullName: 'Ana Cruz',
    emailAddress: 'ana@example.ph',
    mobileNumber: '+63 917 555 0101',
    address: 'Rosario, Cavite',
    status: OrderStatus.APPROVED,
    orderDate: new Date(orderDate),
    authorizationDate: authorizationDate ? new Date(authorizationDate) : null,
    remarks: null,
    totalCentavos: 39900,
    fulfilmentStatus: authorizationDate ? 'PACKED' : null,
    paymentStatus: 'UNPAID',
  } as Order,
  lines: [{ productName: 'Danggit', quantity: 2 } as OrderLine],
  approverName: 'Carla Santos',
});

async function text(batches: OrderDetails[][]): Promise<string> {
  async function* each() {
    yield* batches;
  }
  let all = '';
  for await (const chunk of activityLogCsv(each())) all += chunk;
  return all;
}

describe('activityLogCsv', () => {
  it('keeps the UTC instants and adds the Manila date and time (UTC+8) after the earlier columns, then the fulfilment and payment status', async () => {
    const [header, row, end] = (await text([[decided(7, '2026-11-21T17:31:15.000Z', '2026-11-22T01:05:00.000Z')]]))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header.split(',')).toEqual([
      'Order ID',
      'Customer ID',
      'Full name',
      'Email address',
      'Mobile number',
      'Address',
      'Status',
      'Order date',
      'Decision date',
      'Decided by',
      'Remarks',
      'Total (PHP)',
      'Items',
      'Order date (Manila)',
      'Decision date (Manila)',
      'Fulfilment status',
      'Payment status',
    ]);
    expect(row).toBe(
      '7,c-1,Ana Cruz,ana@example.ph,\'+63 917 555 0101,"Rosario, Cavite",APPROVED,2026-11-21T17:31:15.000Z,2026-11-22T01:05:00.000Z,Carla Santos,,399.00,Danggit x 2,2026-11-22 01:31:15,2026-11-22 09:05:00,PACKED,UNPAID',
    );
    expect(end).toBe('');
  });

  it('leaves the Manila decision date empty when there is none, and writes the header alone for no orders', async () => {
    const [, row] = (await text([[decided(8, '2026-12-31T16:00:00.000Z', null)]])).split('\r\n');
    expect(row.endsWith(',2027-01-01 00:00:00,,,UNPAID')).toBe(true);
    expect(await text([])).toMatch(/^\uFEFFOrder ID,.*,Decision date \(Manila\),Fulfilment status,Payment status\r\n$/);
  });
});
