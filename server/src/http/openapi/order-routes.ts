import { REMARKS_MAX } from '@waters/domain';
import { Role } from '../../platform/identity/role.js';
import { json, query, route, schemaRef, type Route } from './operation.js';

const callerId = (name: string) =>
  query(name, "The caller's own id (another is 403).", { type: 'string', minLength: 1 });
const WHOLE_LIST =
  'Every matching order however many, streamed in batches of 250 (the same bytes as the whole array written at once); for long lists read the GraphQL connections a page at a time.';

const wholeList = (operationId: string, path: string, summary: string, role: Role, order: string): Route =>
  route('get', path, {
    operationId,
    summary,
    description: WHOLE_LIST,
    tags: ['Orders'],
    access: { roles: [role], keyScope: 'orders:read' },
    parameters: [callerId(role === Role.Employee ? 'employeeId' : 'customerId')],
    responses: { 200: json(order, schemaRef('Orders')) },
  });

const decision = (operationId: string, path: string, verb: string): Route =>
  route('put', path, {
    operationId,
    summary: `${verb} a pending order (employees)`,
    description:
      'The body is empty. An order is decided once: of simultaneous decisions exactly one succeeds and the others are 409, as is an approval whose tracked stock does not cover it; an unknown order is 404.',
    tags: ['Orders'],
    access: { roles: [Role.Employee], keyScope: 'orders:decide' },
    parameters: [
      callerId('employeeId'),
      query('orderId', 'The order.', { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }),
      query('remarks', 'URL-encoded; stored exactly as decoded.', { type: 'string', maxLength: REMARKS_MAX }, false),
    ],
    responses: { 200: json('The decided order.', schemaRef('Order')) },
    errors: [404, 409],
  });

export const ORDER_ROUTES: readonly Route[] = [
  route('post', '/api/Product/placeOrder', {
    operationId: 'placeOrder',
    summary: 'Place an order (customers)',
    description:
      'Names and prices come from the catalogue, whatever the cart says; more than the tracked stock is 400. With an Idempotency-Key a retry answers the first order instead of placing another (the same key with another cart is 422).',
    tags: ['Orders'],
    access: { roles: [Role.Customer], keyScope: 'orders:write' },
    parameters: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        description:
          'Optional: 1 to 128 printable characters without spaces (a UUID, for example); the same key and cart within 24 hours answer the first order.',
        required: false,
        schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' },
      },
    ],
    requestBody: { required: true, content: { 'application/json': { schema: schemaRef('PlaceOrderRequest') } } },
    responses: { 200: json('The order placed (PENDING).', schemaRef('Order')) },
    errors: [409, 422],
  }),
  wholeList(
    'pendingOrders',
    '/api/Product/extractOrder',
    'The orders to authorize (employees)',
    Role.Employee,
    'Every pending order, oldest first.',
  ),
  decision('approveOrder', '/api/Product/approveOrder', 'Approve'),
  decision('cancelOrder', '/api/Product/cancelOrder', 'Cancel'),
  route('post', '/api/Product/clearCart', {
    operationId: 'clearCart',
    summary: "Clear the customer's cart (customers)",
    description:
      'The server keeps no cart (it lives in the browser); the call succeeds so that the old client’s does, and may be repeated.',
    tags: ['Orders'],
    access: { roles: [Role.Customer], keyScope: 'orders:write' },
    requestBody: { required: true, content: { 'application/json': { schema: schemaRef('ClearCartRequest') } } },
    responses: { 200: json('Cleared.', schemaRef('ClearCartAnswer')) },
  }),
  wholeList(
    'myPendingOrders',
    '/api/Product/extractCustomerOrders',
    "The caller's pending orders (customers)",
    Role.Customer,
    'The pending orders, newest first.',
  ),
  wholeList(
    'myOrderHistory',
    '/api/Product/orderHistory',
    "The caller's decided orders (customers)",
    Role.Customer,
    'The approved and cancelled orders, newest first.',
  ),
  wholeList(
    'orderActivityLog',
    '/api/Product/orderActivityLog',
    'The activity log (employees)',
    Role.Employee,
    'Every decided order, newest decision first.',
  ),
];
