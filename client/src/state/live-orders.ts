import type { FulfilmentStatus, OrderStatusName, PaymentStatus } from '@waters/domain';
import { useEffect, useEffectEvent } from 'react';
import { authorizedFetch, sessionToken } from '../api/authorized-http';

/** What the server's live stream says of an order (GET /api/live/orders, server-sent events). */
export interface OrderChange {
  readonly orderId: number;
  readonly status: OrderStatusName;
  /** Sent with a payment or fulfilment change (never with a placement or decision). */
  readonly fulfilmentStatus?: FulfilmentStatus | null;
  readonly paymentStatus?: PaymentStatus;
}

/** A payment or fulfilment change: the order was neither placed nor decided. */
export const isProgress = (change: OrderChange) => change.paymentStatus !== undefined;

/** 'resync': the stream (re)opened, so changes made while it was closed are unknown: reload. */
type Listener = (change: OrderChange | 'resync') => void;

export const LIVE_ORDERS_URL = '/api/live/orders';
/** Waits before reconnecting after a stream ends or fails: short first, longer while it keeps failing. */
const RETRY_MS = [1_000, 2_000, 5_000, 15_000, 30_000];
/**
 * The stream opens a moment after the first list asks for it: never competing with the page's own
 * first requests, and letting "network idle" mean the page has loaded. The resync on opening
 * covers anything that changed meanwhile.
 */
const OPEN_AFTER_MS = 1_000;

const listeners = new Set<Listener>();
/** Orders this tab has just decided or cancelled itself: their change is not announced back to it. */
const ownChanges = new Set<number>();
let connection: AbortController | null = null;

/** Marks an order this tab itself just changed, so that its live echo reloads lists without an announcement. */
export function markOwnChange(orderId: number): void {
  ownChanges.add(orderId);
  setTimeout(() => ownChanges.delete(orderId), 60_000);
}

/** Whether a change came from this tab (see markOwnChange). */
export const isOwnChange = (change: OrderChange) => ownChanges.has(change.orderId);

/** Splits a server-sent-events text into its events and calls `tell` with each `order` event. */
export function readEvents(text: string, tell: (change: OrderChange) => void): string {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const lines = block.split('\n');
    if (!lines.includes('event: order')) continue;
    const data = lines.find((line) => line.startsWith('data: '));
    if (!data) continue;
    try {
      tell(JSON.parse(data.slice(6)) as OrderChange);
    } catch {
      // A malformed event is skipped; the next reload shows the truth anyway.
    }
  }
  return rest;
}

/**
 * One stream per tab, however many lists listen, read with fetch (EventSource cannot send the
 * bearer token). It reconnects when it ends (the server ends each after a few minutes) or fails,
 * and stops for good when the session is no longer accepted or nobody listens.
 */
const tellAll = (change: OrderChange | 'resync') => listeners.forEach((listener) => listener(change));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect(controller: AbortController): Promise<void> {
  await pause(OPEN_AFTER_MS);
  for (let failures = 0; !controller.signal.aborted;) {
    if (!sessionToken()) return;
    try {
      const response = await authorizedFetch(LIVE_ORDERS_URL, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`Live orders: ${response.status}`);
      failures = 0;
      document.documentElement.dataset.liveOrders = 'open';
      tellAll('resync');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let pending = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        pending = readEvents(pending + value.replaceAll('\r\n', '\n'), tellAll);
      }
    } catch {
      if (controller.signal.aborted) return;
      failures += 1;
    } finally {
      delete document.documentElement.dataset.liveOrders;
    }
    await pause(RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
  }
}

function listen(listener: Listener): () => void {
  listeners.add(listener);
  if (!connection) {
    const controller = new AbortController();
    connection = controller;
    void connect(controller).finally(() => {
      if (connection === controller) connection = null;
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      connection?.abort();
      connection = null;
    }
  };
}

/** Calls `onChange` for each order change the signed-in user may see, while the component is mounted. */
export function useLiveOrders(onChange: Listener, enabled = true): void {
  const changed = useEffectEvent(onChange);
  useEffect(() => (enabled ? listen((change) => changed(change)) : undefined), [enabled]);
}

const decision = (change: OrderChange) => (change.status === 'APPROVED' ? 'approved' : 'cancelled');

/** What each list tells its reader of a live change (polite notices; null: nothing to tell). */
export const LIVE_NOTICES = {
  queue: (change: OrderChange) =>
    isProgress(change)
      ? null
      : change.status === 'PENDING'
        ? `New order ${change.orderId} is waiting for authorization.`
        : `Order ${change.orderId} was ${decision(change)} and left the queue.`,
  log: (change: OrderChange) =>
    change.status === 'PENDING' || isProgress(change) ? null : `Order ${change.orderId} was ${decision(change)}.`,
  customer: (change: OrderChange) =>
    change.status === 'PENDING' || isProgress(change) ? null : `Your order ${change.orderId} was ${decision(change)}.`,
};

/** An approval or cancellation (not a later payment or fulfilment change of a decided order). */
export const isDecided = (change: OrderChange) => change.status !== 'PENDING' && !isProgress(change);
