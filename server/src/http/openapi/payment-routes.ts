import { PAYMENT_METHODS, PAYMENT_REFERENCE_MAX, PAYMENT_STATUSES } from '@waters/domain';
import { Role } from '../../platform/identity/role.js';
import { json, route, SIGNED_IN, type Parameter, type Route } from './operation.js';

const orderId: Parameter = {
  name: 'orderId',
  in: 'path',
  description: 'The order.',
  required: true,
  schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
};
const PICTURES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

/** The order's payment as the proof route answers it (the Order type's payment fields in GraphQL). */
const PAYMENT = {
  type: 'object',
  description: "The order's payment after the upload.",
  required: ['orderId', 'paymentMethod', 'paymentStatus', 'paymentReference', 'hasPaymentProof', 'paidAt'],
  additionalProperties: false,
  properties: {
    orderId: { type: 'integer', minimum: 1 },
    paymentMethod: { enum: PAYMENT_METHODS.filter((method) => method !== 'CASH') },
    paymentStatus: { enum: PAYMENT_STATUSES },
    paymentReference: {
      type: ['string', 'null'],
      maxLength: PAYMENT_REFERENCE_MAX,
      description: "The transfer's reference number, if given.",
    },
    hasPaymentProof: { const: true },
    paidAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When an employee marked it paid; null until then.',
    },
  },
};

const month: Parameter = {
  name: 'month',
  in: 'path',
  description: 'The Manila calendar month, YYYY-MM (the month still running gives a statement to date).',
  required: true,
  schema: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
};
const STATEMENT_FILES = {
  pdf: {
    type: 'application/pdf',
    what: 'a printable A4 PDF (text that can be searched and copied; amounts in PHP as 1,234.50)',
  },
  csv: {
    type: 'text/csv',
    what: "a CSV for the books (UTF-8 with a byte order mark, RFC 4180, CRLF): columns date, entry, order_id, due_date, charged, paid, balance; an Opening balance row, one row per order and payment in date order with the balance after it, a Closing balance row (its charged and paid cells: the month's totals), then one Overdue row per order overdue at the month's end (balance: what it still owes) and an Overdue total row; amounts in pesos with two decimals",
  },
} as const;

/** A trade account's statement as a download: the caller's own (customers), or any account's (employees). */
function statementRoute(format: keyof typeof STATEMENT_FILES, whose: 'own' | 'any'): Route {
  const { type, what } = STATEMENT_FILES[format];
  const own = whose === 'own';
  return route('get', own ? `/api/statements/{month}.${format}` : `/api/statements/{customerId}/{month}.${format}`, {
    operationId: `${own ? 'myStatement' : 'statement'}${format === 'pdf' ? 'Pdf' : 'Csv'}`,
    summary: own
      ? `The signed-in trade customer's statement for a month, as ${format.toUpperCase()}`
      : `A trade account's statement for a month, as ${format.toUpperCase()} (employees)`,
    description: `The orders placed in the month (not cancelled), the payments made in it (cash counted at a handover; the rest of a total when it was marked paid), the opening and closing balances and what was overdue at the month's end: the same figures as GraphQL ${own ? 'myStatement' : 'statement'}, as ${what}. Never cached (Cache-Control: private, no-store). A month not written YYYY-MM, or not begun yet, is 400; ${own ? 'a caller without an approved trade account' : 'a customer without an approved trade account'} is 404.`,
    tags: ['Orders'],
    access: { roles: [own ? Role.Customer : Role.Employee], keyScope: 'orders:read' },
    parameters: own
      ? [month]
      : [
          {
            name: 'customerId',
            in: 'path',
            description: 'The trade account (its customer).',
            required: true,
            schema: { type: 'string', maxLength: 36 },
          },
          month,
        ],
    responses: {
      200: {
        description: 'The statement, as an attachment named waters-statement-{month}.' + format + '.',
        headers: {
          'Cache-Control': { description: 'private, no-store', required: true, schema: { const: 'private, no-store' } },
        },
        content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
      },
    },
    errors: [404],
  });
}

export const PAYMENT_ROUTES: readonly Route[] = [
  route('put', '/api/orders/{orderId}/payment-proof', {
    operationId: 'uploadPaymentProof',
    summary: "Send a transfer's proof of payment (the order's customer)",
    description:
      "The body is the picture of the receipt itself (no form), judged by its bytes like a product picture (JPEG, PNG or WebP; over 5 MB or 50 megapixels is 413), turned upright, stripped of metadata, re-encoded and kept privately; a new proof replaces the old. An unpaid order becomes PROOF_SENT. Another customer's order is 404; a cash order is 400; a cancelled or refunded one is 409. A customer sends at most PAYMENT_PROOFS_PER_CUSTOMER_PER_HOUR proofs an hour (10 by default, every attempt counted), and while the server is decoding too many pictures an upload is turned away; both are 429 with Retry-After.",
    tags: ['Orders'],
    access: { roles: [Role.Customer], keyScope: 'orders:write' },
    parameters: [orderId],
    requestBody: {
      required: true,
      content: Object.fromEntries(
        PICTURES.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    },
    responses: { 200: json('Stored.', PAYMENT) },
    errors: [404, 409, 507],
  }),
  route('get', '/api/orders/{orderId}/payment-proof', {
    operationId: 'readPaymentProof',
    summary: 'The proof of payment of an order (its customer, employees)',
    description:
      "The stored picture (WebP), never cached (Cache-Control: private, no-store). Another customer's order, or an order without a proof, is 404.",
    tags: ['Orders'],
    access: { roles: SIGNED_IN, keyScope: 'orders:read' },
    parameters: [orderId],
    responses: {
      200: {
        description: 'The picture.',
        headers: {
          'Cache-Control': { description: 'private, no-store', required: true, schema: { const: 'private, no-store' } },
        },
        content: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } },
      },
    },
    errors: [404],
  }),
  statementRoute('pdf', 'own'),
  statementRoute('csv', 'own'),
  statementRoute('pdf', 'any'),
  statementRoute('csv', 'any'),
];
