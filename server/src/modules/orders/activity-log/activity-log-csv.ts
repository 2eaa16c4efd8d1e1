import { manilaDateTime } from '@waters/domain';
import type { OrderDetails } from '../lists/order-lists.service.js';
import { CSV_BOM, csvRow } from '../../../platform/text/csv.js';

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
  // The screens' time (Asia/Manila, UTC+8); appended so the earlier columns keep their places.
  'Order date (Manila)',
  'Decision date (Manila)',
  // How far the order went after approval, and its payment; appended for the same reason (empty status: not packed yet).
  'Fulfilment status',
  'Payment status',
];

const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** The export as text chunks, one per batch of orders; BOM and header lead the first. */
export async function* activityLogCsv(batches: AsyncIterable<OrderDetails[]>): AsyncGenerator<string> {
  let header = CSV_BOM + csvRow(HEADER);
  for await (const batch of batches) {
    yield (
      header +
      batch
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
            manilaDateTime(order.orderDate),
            order.authorizationDate ? manilaDateTime(order.authorizationDate) : null,
            order.fulfilmentStatus,
            order.paymentStatus,
          ]),
        )
        .join('')
    );
    header = '';
  }
  if (header) yield header;
}
