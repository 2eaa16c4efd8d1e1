import type { OrderDetails } from '../orders.service.js';
import { CSV_BOM, csvRow } from './csv.js';

const HEADER = [
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
];

const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** The export as text chunks: BOM and header first, then one chunk per batch of orders. */
export async function* activityLogCsv(batches: AsyncIterable<OrderDetails[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(HEADER);
  for await (const batch of batches) {
    yield batch
      .map(({ order, lines, approverName }) =>
        csvRow([
          order.id,
          order.customerId,
          order.fullName,
          order.emailAddress,
          order.mobileNumber,
          order.address,
          order.status,
          order.orderDate.toISOString(),
          order.authorizationDate?.toISOString() ?? null,
          approverName,
          order.remarks,
          pesos(order.totalCentavos),
          lines.map((line) => `${line.productName} x ${line.quantity}`).join('; '),
        ]),
      )
      .join('');
  }
}
