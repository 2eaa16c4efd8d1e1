import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyServerOptions } from 'fastify';
import type { Server } from 'node:http';

/** How often a closing server closes the keep-alive connections that have gone idle. */
const SWEEP_MS = 50;
const DRAIN = Symbol('drain');

/** Why a long answer still being sent at the drain's deadline was cut (its connection dropped mid-body). */
export class CutByShutdown extends Error {
  constructor() {
    super('The server is stopping: this answer was cut before its end.');
    this.name = 'CutByShutdown';
  }
}

/** What closing did with the answers it treats apart from ordinary requests. */
export interface DrainCounts {
  /** Live streams ended when closing began. */
  readonly liveEnded: number;
  /** Long answers still being sent then (each finishes, or is cut at the deadline). */
  readonly longInFlight: number;
}

/**
 * The answers a closing server treats apart from ordinary requests (which it lets finish):
 * - live streams (server-sent events) never finish by themselves: they are ended as soon as closing
 *   begins, with a last comment, so that their clients reconnect (to another instance) at once rather
 *   than hold the stop for the whole grace period;
 * - long answers (whole lists streamed batch by batch) may finish while the server drains; one still
 *   being sent at the drain's deadline is cut, its connection dropped mid-body, so that the client sees
 *   a failed download, never a shorter file that looks complete.
 */
export class Drain {
  private closingBegan = false;
  private readonly live = new Set<() => void>();
  private readonly long = new Set<(reason: Error) => void>();

  get closing(): boolean {
    return this.closingBegan;
  }

  /**
   * `end` ends a live stream when closing begins (at once, if it already has); returns what forgets
   * the stream, for when it ended otherwise.
   */
  endWhenClosing(end: () => void): () => void {
    if (this.closingBegan) {
      end();
      return () => undefined;
    }
    this.live.add(end);
    return () => void this.live.delete(end);
  }

  /** `cut` ends a long answer with an error if it is still being sent at the deadline; returns what forgets it. */
  cutAtDeadline(cut: (reason: Error) => void): () => void {
    this.long.add(cut);
    return () => void this.long.delete(cut);
  }

  /** Ends every live stream (and any opened from now on). */
  beginClosing(): DrainCounts {
    this.closingBegan = true;
    const live = [...this.live];
    this.live.clear();
    for (const end of live) end();
    return { liveEnded: live.length, longInFlight: this.long.size };
  }

  /** Cuts every long answer still being sent; returns how many. */
  cutRemaining(): number {
    const long = [...this.long];
    this.long.clear();
    for (const cut of long) cut(new CutByShutdown());
    return long.length;
  }
}

/** The drain of the server that answers a request (`request.server`, `reply.server`); none outside the app. */
export function drainOf(server: unknown): Drain | undefined {
  return (server as { [DRAIN]?: Drain } | undefined)?.[DRAIN];
}

/** Fastify's options for an HTTP/1 server, and the adapter's own (as FastifyAdapter takes them). */
type FastifyAdapterOptions = FastifyServerOptions<Server> & { skipMiddie?: boolean };

/**
 * Nest's Fastify adapter, closing the HTTP server first: Nest awaits `beforeClose` before any module's
 * shutdown hook (GraphQL's, which would close the server without ending the live streams, or the
 * database's), so that when `app.close()` runs (on SIGTERM: graceful-shutdown.ts):
 * 1. new requests are refused: no new connection is accepted, and a request on an open keep-alive
 *    connection is answered 503 (Fastify's `return503OnClosing`); the edge hands every request to Fastify
 *    once the server stops listening;
 * 2. every live stream ends with a last comment (Fastify's `preClose` hook: whoever closes Fastify);
 * 3. the requests in flight, whole lists streaming included, finish, their connections closed as they go
 *    idle;
 * 4. at `drainMs` after closing began, the long answers still being sent are cut and whatever connection is
 *    still open is dropped, so that the rest of the stop (pools, outboxes, Redis) fits in the grace period.
 */
export class DrainingFastifyAdapter extends FastifyAdapter {
  readonly drain = new Drain();

  constructor(
    options: FastifyAdapterOptions,
    private readonly drainMs: number,
  ) {
    super(options);
    const fastify = this.getInstance();
    fastify.decorate(DRAIN, this.drain);
    fastify.addHook('preClose', async () => {
      const { liveEnded, longInFlight } = this.drain.beginClosing();
      if (liveEnded + longInFlight > 0)
        fastify.log.info(
          `Closing: ended ${liveEnded} live stream(s); ${longInFlight} streamed answer(s) may finish within ${this.drainMs} ms.`,
        );
    });
  }

  override async beforeClose(): Promise<void> {
    super.beforeClose();
    const fastify = this.getInstance();
    const server = fastify.server;
    // A connection whose request finishes after the close began would otherwise stay open, idle, until its
    // keep-alive timeout, and the close with it.
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const deadline = setTimeout(() => {
      const cut = this.drain.cutRemaining();
      // After the cut answers have failed their way (logged, their producers stopped): whatever is still open.
      setImmediate(() => server.closeAllConnections());
      fastify.log.warn(
        `Still answering ${this.drainMs} ms after closing began: cut ${cut} streamed answer(s) and dropped the connections still open.`,
      );
    }, this.drainMs);
    sweep.unref();
    deadline.unref();
    try {
      await fastify.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(deadline);
    }
  }
}
