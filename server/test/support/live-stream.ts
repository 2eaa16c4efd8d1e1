import { readOrderEvents } from './sse-order-events.js';
import type { TestApp } from './test-app.js';

/** An open GET /api/live/orders, read as it comes. */
export interface Stream {
  /** The `order` events read so far. */
  readonly events: { orderId: number; status: string }[];
  /** The ids of those events, in the same order. */
  readonly ids: (string | undefined)[];
  /** The `resync` events read so far (the server could not tell what the reader missed). */
  readonly resyncs: () => number;
  readonly status: number;
  readonly contentType: string | null;
  /** Resolves once an event for this order and status has arrived (rejects after `ms`). */
  next(orderId: number, status: string, ms?: number): Promise<void>;
  close(): void;
}

/** Opens GET /api/live/orders (with `search`, its query string) and reads it as it comes. */
export async function follow(t: TestApp, token?: string, search = ''): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${t.url}/api/live/orders${search}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: { orderId: number; status: string }[] = [];
  const ids: (string | undefined)[] = [];
  const waiting = new Set<() => void>();
  let resyncs = 0;
  if (response.ok && response.body) {
    readOrderEvents(
      response.body,
      (event, id) => (ids.push(id), events.push(event)),
      () => waiting.forEach((check) => check()),
      () => (resyncs += 1),
    ).catch(() => undefined); // Aborted by close().
  }
  return {
    events,
    ids,
    resyncs: () => resyncs,
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
