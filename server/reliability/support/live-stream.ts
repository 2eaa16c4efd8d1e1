import { readOrderEvents } from '../../test/support/sse-order-events.js';

/** An order event as a live stream told it, with when it arrived (performance.now()). */
export interface SeenChange {
  readonly orderId: number;
  readonly status: string;
  readonly at: number;
}

/** An open GET /api/live/orders, read as it comes, as the web client reads it. */
export interface LiveStream {
  readonly status: number;
  readonly events: SeenChange[];
  /** When the server ended the stream (performance.now()), null while it is open or once closed by us. */
  readonly endedAt: number | null;
  /** Resolves with endedAt once the server ends the stream, or with null after `ms`. */
  ended(ms: number): Promise<number | null>;
  /** Resolves with true once an event for this order and status arrived, false after `ms`. */
  seen(orderId: number, status: string, ms: number): Promise<boolean>;
  close(): void;
}

/** Opens GET /api/live/orders with a bearer token and reads its `order` events until it ends. */
export async function openLiveStream(base: string, token: string): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/live/orders`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: SeenChange[] = [];
  const waiting = new Set<() => void>();
  let endedAt: number | null = null;
  const wake = () => waiting.forEach((check) => check());
  if (response.ok && response.body) {
    readOrderEvents(response.body, (event) => events.push({ ...event, at: performance.now() }), wake)
      .then(
        () => {
          if (!controller.signal.aborted) endedAt = performance.now();
        },
        // Aborted by close(), or the connection failed: neither is the server ending the stream.
        () => undefined,
      )
      .finally(wake);
  }
  const until = <T>(ms: number, answer: () => T | undefined, otherwise: T) =>
    new Promise<T>((resolve) => {
      const check = () => {
        const value = answer();
        if (value === undefined) return;
        waiting.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => (waiting.delete(check), resolve(otherwise)), ms);
      waiting.add(check);
      check();
    });
  return {
    status: response.status,
    events,
    get endedAt() {
      return endedAt;
    },
    ended: (ms) => until(ms, () => endedAt ?? undefined, null),
    seen: (orderId, status, ms) =>
      until(ms, () => (events.some((e) => e.orderId === orderId && e.status === status) ? true : undefined), false),
    close: () => controller.abort(),
  };
}
