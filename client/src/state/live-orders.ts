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

/** 'resync': the server cannot tell every change made since this tab last read or heard: reload. */
type Listener = (change: OrderChange | 'resync') => void;

export const LIVE_ORDERS_URL = '/api/live/orders';
/** Waits before reconnecting after a stream ends or fails: short first, longer while it keeps failing. */
const RETRY_MS = [1_000, 2_000, 5_000, 15_000, 30_000];
/**
 * The stream opens a moment after the first list asks for it: never competing with the page's own
 * first requests, and letting "network idle" mean the page has loaded. It asks the server first
 * for what changed meanwhile (`?replay=`).
 */
const OPEN_AFTER_MS = 1_000;
/**
 * A stream asks to hear again the changes made since this tab last heard every one. From the page's
 * start that is exact: its lists read only after their HTML had come back. From a stream's last bytes it
 * asks for one round trip more (the bytes took half of one to arrive, the new request takes the other)
 * and this much besides: what it had heard already comes again, and is recognised by its id.
 */
const REPLAY_MARGIN_MS = 500;
/** The comment that ends a stream's opening, after its replay (a line of its own). */
const CAUGHT_UP = /(?:^|\n): connected\n/;
/** The longest window the server's `replay` takes (nine digits); a longer one is a resync anyway. */
const REPLAY_MAX_MS = 999_999_999;

const listeners = new Set<Listener>();
/** Orders this tab has just decided or cancelled itself: their change is not announced back to it. */
const ownChanges = new Set<number>();
let connection: AbortController | null = null;
/**
 * Until when (performance.now()) this tab has heard of every change: its lists read nothing before
 * the page started (0); then, when a stream's bytes last arrived, once it had brought its replay
 * whole (a connection that died silently brings nothing more, and does not count on).
 */
let heardUntil = 0;
/** How long the last stream took to answer (ms): a round trip, as the page measures it. */
let roundTrip = 0;
/** The ids of the changes this tab heard lately (a stream's replay may tell one again), with when. */
const heardIds = new Map<string, number>();
/** Longer than the server keeps changes to replay (two minutes). */
const HEARD_IDS_KEPT_MS = 180_000;

/** Whether the change with this id was heard already; notes it otherwise. */
function heardBefore(id: string): boolean {
  const now = performance.now();
  for (const [old, at] of heardIds) {
    if (now - at <= HEARD_IDS_KEPT_MS) break;
    heardIds.delete(old);
  }
  if (heardIds.has(id)) return true;
  heardIds.set(id, now);
  return false;
}

/** Marks an order this tab itself just changed, so that its live echo reloads lists without an announcement. */
export function markOwnChange(orderId: number): void {
  ownChanges.add(orderId);
  setTimeout(() => ownChanges.delete(orderId), 60_000);
}

/** Whether a change came from this tab (see markOwnChange). */
export const isOwnChange = (change: OrderChange) => ownChanges.has(change.orderId);

/**
 * Splits a server-sent-events text into its events and calls `tell` with each `order` event (and its
 * id, when it has one) and each `resync`.
 */
export function readEvents(text: string, tell: (change: OrderChange | 'resync', id?: string) => void): string {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const lines = block.split('\n');
    if (lines.includes('event: resync')) tell('resync');
    if (!lines.includes('event: order')) continue;
    const data = lines.find((line) => line.startsWith('data: '));
    if (!data) continue;
    const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
    try {
      tell(JSON.parse(data.slice(6)) as OrderChange, id);
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
      const asked = performance.now();
      const margin = heardUntil === 0 ? 0 : REPLAY_MARGIN_MS + roundTrip;
      const replay = Math.min(Math.ceil(asked - heardUntil + margin), REPLAY_MAX_MS);
      const response = await authorizedFetch(`${LIVE_ORDERS_URL}?replay=${replay}`, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      roundTrip = performance.now() - asked;
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`Live orders: ${response.status}`);
      failures = 0;
      document.documentElement.dataset.liveOrders = 'open';
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let pending = '';
      // The server's opening ends with this comment, after the replay.
      let caughtUp = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const text = pending + value.replaceAll('\r\n', '\n');
        caughtUp ||= CAUGHT_UP.test(text);
        if (caughtUp) heardUntil = performance.now();
        pending = readEvents(text, (change, id) => {
          if (id === undefined || !heardBefore(id)) tellAll(change);
        });
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
