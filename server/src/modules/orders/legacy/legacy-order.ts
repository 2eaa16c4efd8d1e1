import { badInput } from '../../../common/errors/domain-error.js';
import { LegacyBody } from '../../../common/legacy/legacy-body.js';
import { OrderLineModel } from '../models/order-line.model.js';
import { OrderModel } from '../models/order.model.js';
import type { OrderDetails } from '../lists/order-lists.service.js';

/** An order as the legacy API shows it: the GraphQL fields, ISO dates, and the documented line fields. */
export function legacyOrder({ order, lines, approverName }: OrderDetails) {
  const { authorizedById: _approverId, orderDate, authorizationDate, ...fields } = OrderModel.of(order);
  return {
    ...fields,
    orderDate: orderDate.toISOString(),
    authorizedByFullName: approverName,
    authorizationDate: authorizationDate?.toISOString() ?? null,
    cartItems: lines.map((line) => {
      const { productId: _productId, ...documented } = OrderLineModel.of(line);
      return documented;
    }),
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
      if (item === null || typeof item !== 'object' || Array.isArray(item)) throw badInput('Each cart item must be an object.');
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
