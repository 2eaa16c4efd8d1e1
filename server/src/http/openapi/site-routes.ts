import { Role } from '../../platform/identity/role.js';
import { json, query, route, SIGNED_IN, type Route } from './operation.js';
import { OPENAPI_ROUTE } from './openapi-route.js';

const instant = (description: string) => ({ type: 'string', format: 'date-time', description });

export const SITE_ROUTES: readonly Route[] = [
  route('get', '/api/exports/order-activity-log.csv', {
    operationId: 'exportOrderActivityLog',
    summary: 'The activity log as CSV (employees)',
    description:
      "Streamed 250 orders at a time, dates as UTC instants and, in the two columns after Items, as Manila date and time, then the fulfilment status (empty until packed) and the payment status: UTF-8 with a byte order mark, RFC 4180 quoting, CRLF line ends, and any text cell starting with =, +, -, @, tab or CR prefixed with ' so that it is never run as a formula. Empty parameters mean no filter; bad ones are 400 before any byte is sent.",
    tags: ['Orders'],
    access: { roles: [Role.Employee], keyScope: 'orders:read' },
    parameters: [
      query('from', 'Decided at or after this instant.', instant('An ISO 8601 instant.'), false),
      query('to', 'Decided before this instant (after `from`).', instant('An ISO 8601 instant.'), false),
      query('status', 'One decision.', { enum: ['APPROVED', 'CANCELLED'] }, false),
      query(
        'customerId',
        "One customer's orders.",
        { type: 'string', maxLength: 36, pattern: '^[A-Za-z0-9-]+$' },
        false,
      ),
      query(
        'customerName',
        "Orders whose customer's name (as on the order) contains this, in any case.",
        { type: 'string', maxLength: 100 },
        false,
      ),
    ],
    responses: {
      200: {
        description: 'The filtered log, newest decision first, as an attachment.',
        content: { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } },
      },
    },
  }),
  route('get', '/api/exports/recalls/{id}.csv', {
    operationId: 'exportRecall',
    summary: "A recall's shipments as CSV (employees)",
    description:
      "Every order line that received the recalled lots, one row each, with the columns a traceability record holds (after the US FSMA 204 rule): Traceability Lot Code, Product ID, Product, Quantity, Unit, Best Before, Ship From, Ship To, Ship Date, Reference Document, then the customer (ID, name, e-mail address, mobile number). UTF-8 with a byte order mark, RFC 4180 quoting, CRLF line ends, formula-like cells prefixed with '. An unknown recall is 404.",
    tags: ['Lots'],
    access: { roles: [Role.Employee], keyScope: 'lots:read' },
    parameters: [
      {
        name: 'id',
        in: 'path',
        description: 'The recall (or mock recall).',
        required: true,
        schema: { type: 'integer', minimum: 1 },
      },
    ],
    responses: {
      200: {
        description: "The recall's shipments, ordered by order, as an attachment.",
        content: { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } },
      },
    },
    errors: [404],
  }),
  route('get', '/api/live/orders', {
    operationId: 'liveOrders',
    summary: 'Live order changes (server-sent events)',
    description:
      'An `order` event (`data: {"orderId":12,"status":"PENDING"}`) for each order placed, approved or cancelled that the caller may see (employees every order, a customer their own), a comment line every 25 s, and the end of the stream after five minutes: reconnect (`retry: 2000` comes first). With `replay`, the changes of that many last milliseconds come first, or a `resync` event when the server cannot tell them all (read everything again).',
    tags: ['Orders'],
    access: { roles: SIGNED_IN, keyScope: 'orders:read' },
    parameters: [
      query(
        'replay',
        'Milliseconds: the changes made that long ago or later are told first (what the reader missed since it last read). Two minutes at most are kept.',
        { type: 'string', pattern: '^[0-9]{1,9}$' },
        false,
      ),
    ],
    responses: {
      200: {
        description: 'The event stream.',
        content: { 'text/event-stream': { schema: { type: 'string', pattern: '^retry: [0-9]+\\n' } } },
      },
    },
  }),
  route('get', OPENAPI_ROUTE, {
    operationId: 'openApiDocument',
    summary: 'This document',
    description: 'Public and cacheable (ETag; If-None-Match gives 304).',
    tags: ['Documentation'],
    access: 'public',
    responses: {
      200: json(
        'The OpenAPI 3.1 description of every /api route.',
        {
          type: 'object',
          required: ['openapi', 'info', 'paths', 'components'],
          properties: {
            openapi: { type: 'string', pattern: '^3\\.1\\.' },
            info: { type: 'object' },
            paths: { type: 'object' },
            components: { type: 'object' },
          },
        },
        {
          headers: {
            ETag: { description: 'Changes whenever the document does.', required: true, schema: { type: 'string' } },
          },
        },
      ),
      304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
    },
  }),
];
