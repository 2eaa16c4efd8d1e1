import { manilaDateTime } from '@waters/domain';
import type { OrderDetails, WholeListColumns } from '../lists/order-lists.service.js';
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

/** What the export reads of each order and line (WholeListColumns): only what its columns show. */
export const ACTIVITY_LOG_CSV_COLUMNS: WholeListColumns = {
  order: [
    'id',
    'customerId',
    'fullName',
    'emailAddress',
    'mobileNumber',
    'address',
    'status',
    'orderDate',
    'authorizationDate',
    'authorizedById',
    'remarks',
    'totalCentavos',
    'fulfilmentStatus',
    'paymentStatus',
  ],
  line: ['orderId', 'productName', 'quantity'],
};

const pesos = (centavos: number) => (centavos / 100).toFixed(2);
const HOUR_MS = 3_600_000;

/**
 * An instant's UTC text and its Manila date and time, for a million rows: Manila is UTC+8 all year,
 * so only the date and hour move, and each hour is worked out once (manilaDateTime) and reused.
 */
function instantTexts() {
  // By the hour's number, not its text: a map keyed by a sliced string cost more than the rest.
  const hours = new Map<number, string>();
  return (at: Date): [utc: string, manila: string] => {
    const utc = at.toISOString();
    const hour = Math.floor(at.getTime() / HOUR_MS);
    let manilaHour = hours.get(hour);
    if (manilaHour === undefined) {
      if (hours.size > 100_000) hours.clear();
      manilaHour = manilaDateTime(new Date(hour * HOUR_MS)).slice(0, 13);
      hours.set(hour, manilaHour);
    }
    return [utc, manilaHour + utc.slice(13, 19)];
  };
}

/** The export as text chunks, one per batch of orders; BOM and header lead the first. */
export async function* activityLogCsv(batches: AsyncIterable<OrderDetails[]>): AsyncGenerator<string> {
  let header = CSV_BOM + csvRow(HEADER);
  const texts = instantTexts();
  for await (const batch of batches) {
    yield (
      header +
      batch
        .map(({ order, lines, approverName }) => {
          const [ordered, orderedInManila] = texts(order.orderDate);
          const [decided, decidedInManila] = order.authorizationDate ? texts(order.authorizationDate) : [null, null];
          return csvRow([
            order.id,
            order.customerId,
            order.fullName,
            order.emailAddress,
            order.mobileNumber,
            order.address,
            order.status,
            ordered,
            decided,
            approverName,
            order.remarks,
            pesos(order.totalCentavos),
            lines.map((line) => `${line.productName} x ${line.quantity}`).join('; '),
            orderedInManila,
            decidedInManila,
            order.fulfilmentStatus,
            order.paymentStatus,
          ]);
        })
        .join('')
    );
    header = '';
  }
  if (header) yield header;
}
