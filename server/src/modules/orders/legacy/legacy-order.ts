import { badInput } from '../../../platform/errors/domain-error.js';
import { LegacyBody } from '../../../http/legacy/legacy-body.js';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import type { OrderDetails, WholeListColumns } from '../lists/order-lists.service.js';

/** What the legacy whole lists read of each order and line (WholeListColumns): only what legacyOrder shows. */
export const LEGACY_ORDER_COLUMNS: WholeListColumns = {
  order: [
    'id',
    'customerId',
    'fullName',
    'address',
    'mobileNumber',
    'emailAddress',
    'totalCentavos',
    'status',
    'remarks',
    'orderDate',
    'authorizedById',
    'authorizationDate',
  ],
  line: ['orderId', 'productName', 'unitPriceCentavos', 'quantity', 'lineTotalCentavos'],
};

/**
 * An order as the legacy API shows it, field by field in the documented order: the GraphQL
 * fields (amounts in pesos), ISO dates, the approver's name, and the documented line fields.
 * Written out rather than derived from the GraphQL model, so that the contract stays fixed, and
 * cheaply: the whole lists write a million of them.
 */
export function legacyOrder({ order, lines, approverName }: OrderDetails) {
  return {
    orderId: order.id,
    customerId: order.customerId,
    fullName: order.fullName,
    address: order.address,
    mobileNumber: order.mobileNumber,
    emailAddress: order.emailAddress,
    totalAmount: centavosToPesos(order.totalCentavos),
    orderStatus: order.status,
    remarks: order.remarks,
    orderDate: order.orderDate.toISOString(),
    authorizedByFullName: approverName,
    authorizationDate: order.authorizationDate?.toISOString() ?? null,
    cartItems: lines.map((line) => ({
      productName: line.productName,
      productPrice: centavosToPesos(line.unitPriceCentavos),
      quantity: line.quantity,
      totalPrice: centavosToPesos(line.lineTotalCentavos),
    })),
  };
}

/**
 * The legacy cart: only ProductId and Quantity are used. CartId, ProductName,
 * ProductPrice and TotalPrice are ignored: names and prices come from the catalogue.
 */
export function placeOrderFrom(cartItems: unknown) {
  if (!Array.isArray(cartItems)) throw badInput('CartItems must be a list.');
  return {
    items: cartItems.map((item) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item))
        throw badInput('Each cart item must be an object.');
      const fields = LegacyBody.of(item);
      return { productId: fields.get('ProductId'), quantity: fields.get('Quantity') };
    }),
  };
}

/** Customer ids named inside the cart items (each must be the caller). */
export function cartItemCustomerIds(cartItems: unknown): unknown[] {
  if (!Array.isArray(cartItems)) return [];
  return cartItems.flatMap((item) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return [];
    const fields = LegacyBody.of(item);
    return fields.has('CustomerId') ? [fields.get('CustomerId')] : [];
  });
}

/** `POST /Product/clearCart` takes the customer id as a bare JSON value or as `{ "customerId": … }`. */
export function clearCartCustomerId(body: unknown): unknown {
  if (typeof body === 'string' || typeof body === 'number') return body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return LegacyBody.of(body).get('customerId');
  return undefined;
}
