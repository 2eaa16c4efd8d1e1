import { readOrderEvents } from './sse-order-events.js';
import type { TestApp } from './test-app.js';

/** An open GET /api/live/orders, read as it comes. */
export interface Stream {
  /** The `order` events read so far. */
  readonly events: { orderId: number; status: string }[];
  readonly status: number;
  readonly contentType: string | null;
  /** Resolves once an event for this order and status has arrived (rejects after `ms`). */
  next(orderId: number, status: string, ms?: number): Promise<void>;
  close(): void;
}

/** Opens GET /api/live/orders and reads it as it comes. */
export async function follow(t: TestApp, token?: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${t.url}/api/live/orders`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: { orderId: number; status: string }[] = [];
  const waiting = new Set<() => void>();
  if (response.ok && response.body) {
    readOrderEvents(
      response.body,
      (event) => events.push(event),
      () => waiting.forEach((check) => check()),
    ).catch(() => undefined); // Aborted by close().
  }
  return {
    events,
    status: response.status,
    contentType: response.headers.get('content-type'),
    next: (orderId, status, ms = 2000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!events.some((e) => e.orderId === orderId && e.status === status)) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(
          () => (
            waiting.delete(check),
            reject(new Error(`No ${status} event for order ${orderId}: ${JSON.stringify(events)}`))
          ),
          ms,
        );
        waiting.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
