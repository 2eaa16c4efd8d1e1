/** The events an endpoint may ask for. */
export const WEBHOOK_EVENTS = {
  'order.placed': 'A customer placed an order.',
  'order.approved': 'An employee approved an order.',
  'order.cancelled': 'An order was cancelled, by an employee or by its customer.',
  'order.fulfilment':
    'An approved order took its next step: packed, out for delivery or ready for pickup, delivered or picked up.',
  'order.paid': "An order's payment was received: marked by an employee, or cash collected when it was handed over.",
  'order.corrected':
    'An employee took back a payment marked by mistake, or undid a fulfilment step: the data says which transition, the state before and why.',
  'order.refunded': 'An employee recorded the refund sent for a cancelled paid order.',
  'product.changed': 'A product was added, edited, deleted or had its stock set.',
  'product.low_stock': 'An approval took a product to its low-stock level or below.',
  'lot.recalled':
    'Lots were recalled: the product, the lot codes, why, and how many orders, customers and units received them.',
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const ALL_WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];

/** A message before it is addressed: what it is, what it is about, and its data. */
export interface WebhookMessage {
  readonly type: WebhookEvent;
  readonly subject: string;
  readonly data: Record<string, unknown>;
}

/** The body every endpoint receives (Standard Webhooks' recommended shape). */
export const bodyOf = (message: WebhookMessage, timestamp: Date): string =>
  JSON.stringify({ type: message.type, timestamp: timestamp.toISOString(), data: message.data });
