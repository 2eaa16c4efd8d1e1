import { CSV_BOM, csvRow } from '../../platform/text/csv.js';
import { FACILITY, type RecalledShipment } from './recall-lookup.js';

/**
 * The columns a traceability record holds (after the US FSMA 204 rule: lot code, quantity and
 * unit, product, ship-from, ship-to, ship date, reference document), and the customer's contact.
 */
const HEADER = [
  'Traceability Lot Code',
  'Product ID',
  'Product',
  'Quantity',
  'Unit',
  'Best Before',
  'Ship From',
  'Ship To',
  'Ship Date',
  'Reference Document',
  'Customer ID',
  'Customer',
  'Email Address',
  'Mobile Number',
];

/** The recall's shipments as a sortable spreadsheet (RFC 4180, one header row). */
export function recallCsv(shipments: readonly RecalledShipment[]): string {
  const lines = shipments.map((row) =>
    csvRow([
      row.lotCode,
      row.productId,
      row.productName,
      row.quantity,
      row.packSize ?? 'pack',
      row.bestBefore,
      FACILITY,
      row.shipTo,
      row.shipDate,
      `Order ${row.orderId}`,
      row.customerId,
      row.fullName,
      row.emailAddress,
      row.mobileNumber,
    ]),
  );
  return CSV_BOM + [csvRow(HEADER), ...lines].join('');
}
