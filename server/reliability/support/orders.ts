import { gql, gqlCode, rest, type Account, type Answer } from './clients.js';

export interface Line {
  readonly productId: string;
  readonly quantity: number;
}

/** What the server acknowledged: an order id with the lines and total it answered. */
export interface Ack {
  readonly orderId: number;
  readonly customerId: string;
  readonly totalCentavos: number;
  /** "product name × quantity = centavos", sorted: comparable with the database rows. */
  readonly lines: string[];
}

export const lineKey = (name: string, quantity: number, centavos: number) => `${name} × ${quantity} = ${centavos}`;
const centavos = (pesos: unknown) => Math.round(Number(pesos) * 100);

function ackOf(order: any, customerId: string): Ack | undefined {
  if (!order || typeof order.orderId !== 'number' || !Array.isArray(order.cartItems)) return undefined;
  return {
    orderId: order.orderId,
    customerId,
    totalCentavos: centavos(order.totalAmount),
    lines: order.cartItems.map((l: any) => lineKey(l.productName, l.quantity, centavos(l.totalPrice))).sort(),
  };
}

/** The IDs of the products a customer can order now; a suite needs at least `atLeast` of them. */
export async function orderableProducts(base: string, customer: Account, atLeast = 5): Promise<string[]> {
  const available = await gql(base, '{ availableProducts { productId } }', undefined, customer.token);
  const ids = (available.json?.data?.availableProducts ?? []).map((p: { productId: string }) => p.productId);
  if (ids.length < atLeast) throw new Error(`need ${atLeast} available products, got ${available.text.slice(0, 200)}`);
  return ids;
}

const PLACE =
  'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId totalAmount cartItems { productName quantity totalPrice } } }';

/** The legacy cart: the client's own names and prices, which the server ignores. */
export function legacyCart(customer: Account, lines: readonly Line[]) {
  return {
    CustomerId: customer.id,
    CartItems: lines.map((l) => ({
      CartId: null,
      CustomerId: customer.id,
      ProductId: l.productId,
      ProductName: 'x',
      ProductPrice: 1,
      Quantity: l.quantity,
      TotalPrice: l.quantity,
    })),
  };
}

export type Channel = 'GraphQL' | 'REST';

/** placeOrder over GraphQL or the legacy REST route, with what the server acknowledged. */
export async function placeOrder(
  channel: Channel,
  base: string,
  customer: Account,
  lines: readonly Line[],
  headers: Record<string, string> = {},
  timeoutMs?: number,
): Promise<{ answer: Answer; ack?: Ack }> {
  if (channel === 'REST') {
    const answer = await rest(base, 'POST', '/api/Product/placeOrder', {
      token: customer.token,
      body: legacyCart(customer, lines),
      headers,
      timeoutMs,
    });
    return { answer, ack: answer.status === 200 ? ackOf(answer.json, customer.id) : undefined };
  }
  const answer = await gql(base, PLACE, { i: { items: lines } }, customer.token, headers, timeoutMs);
  return { answer, ack: ackOf(answer.json?.data?.placeOrder, customer.id) };
}

export type Decision = 'approve' | 'cancel';

/** One approve/cancel call over GraphQL or REST, classified. */
export async function decide(
  base: string,
  employee: Account,
  orderId: number,
  decision: Decision,
  channel: 'gql' | 'rest',
): Promise<{ outcome: 'success' | 'conflict' | 'server-error' | 'other'; detail: string }> {
  let answer: Answer;
  let success: boolean;
  let conflict: boolean;
  if (channel === 'gql') {
    const field = decision === 'approve' ? 'approveOrder' : 'cancelOrder';
    answer = await gql(
      base,
      `mutation($i: DecideOrderInput!) { ${field}(input: $i) { orderId orderStatus } }`,
      { i: { orderId, remarks: 'x' } },
      employee.token,
    );
    success = Boolean(answer.json?.data?.[field]);
    conflict = gqlCode(answer) === 'CONFLICT';
  } else {
    answer = await rest(
      base,
      'PUT',
      `/api/Product/${decision}Order?employeeId=${employee.id}&orderId=${orderId}&remarks=x`,
      { token: employee.token },
    );
    success = answer.status === 200;
    conflict = answer.status === 409;
  }
  const serverError = answer.status === 0 || answer.status >= 500 || gqlCode(answer) === 'INTERNAL_SERVER_ERROR';
  const outcome = serverError ? 'server-error' : success ? 'success' : conflict ? 'conflict' : 'other';
  return {
    outcome,
    detail: `${channel} ${decision}: ${answer.status} ${gqlCode(answer) ?? ''} ${answer.text.slice(0, 160)}`,
  };
}
