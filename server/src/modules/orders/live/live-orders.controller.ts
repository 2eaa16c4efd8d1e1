import { BadRequestException, Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { Roles, KeyScope } from '../../../http/access/access.decorator.js';
import { drainOf } from '../../../http/drain.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import { Role } from '../../../platform/identity/role.js';
import { LiveOrderChanges, type ToldChange } from './live-order-changes.js';

export const LIVE_ORDERS_ROUTE = '/api/live/orders';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the client opens a new one, which the guard checks again:
 * a session ended meanwhile (logout, password change) hears nothing more after that.
 */
export const STREAM_LIFETIME_MS = 5 * 60_000;
/** The last words of a stream a stopping server ends (a comment: the client just reconnects, as after any end). */
const STOPPING = ': the server is stopping: reconnect\n\n';
/** What a stream says when it cannot tell every change its reader asked to hear again: read everything again. */
const RESYNC = 'event: resync\ndata: {}\n\n';
/** Its id lets a reader that hears a change twice (replayed after it had heard it) tell it once. */
const orderEvent = ({ id, change }: ToldChange) => `id: ${id}\nevent: order\ndata: ${JSON.stringify(change)}\n\n`;

/** `?replay=`: milliseconds, a whole number (at most nine digits; past the instance's horizon it is a resync). */
function replayWindow(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  throw new BadRequestException('replay must be a whole number of milliseconds.');
}

/**
 * GET /api/live/orders (customers and employees, bearer token; not part of the legacy contract):
 * server-sent events, one `order` event ({"orderId","status"}) per order placed or decided that
 * the caller may see, so open lists reload themselves. The stream ends when events may have been
 * missed (this instance's Redis subscription came back after an outage): the client reconnects and,
 * as this instance forgot what it heard before, is told to read its lists again (`resync`). A stopping
 * server ends every stream as soon as it starts closing, with a last comment (http/drain.ts), rather
 * than wait for them: the clients reconnect a second later, to another instance. `?replay=N` asks
 * first for the changes of the last N ms (what the reader missed since it last heard the server): they
 * come first as `order` events or, when this instance cannot tell them all, as one `resync` event.
 */
@Controller()
export class LiveOrdersController {
  constructor(private readonly changes: LiveOrderChanges) {}

  @Roles(Role.Customer, Role.Employee)
  @KeyScope('orders:read')
  @Get(LIVE_ORDERS_ROUTE.slice(1))
  follow(
    @CurrentUser() user: AuthUser,
    @Query('replay') replay: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const replayMs = replayWindow(replay);
    const stream = new PassThrough();
    // The first bytes open the stream at once, say how soon to reconnect, and bring the replay; the
    // `connected` comment comes last, in the same write: a reader that has it has heard the replay whole.
    const missed = replayMs === undefined ? [] : this.changes.heardWithin(user, replayMs);
    stream.write(`retry: 2000\n\n${missed ? missed.map(orderEvent).join('') : RESYNC}: connected\n\n`);
    const stop = this.changes.follow(
      user,
      (told) => stream.write(orderEvent(told)),
      // Changes made through other instances while Redis was out of reach are lost: the stream
      // ends, and the client, which reloads its lists whenever a stream opens, reconnects.
      () => close(),
    );
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
    heartbeat.unref();
    lifetime.unref();
    let forget: () => void = () => undefined;
    let ended = false;
    const close = () => {
      if (ended) return;
      ended = true;
      forget();
      stop();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      stream.end();
    };
    forget =
      drainOf(request.server)?.endWhenClosing(() => {
        if (!stream.writableEnded) stream.write(STOPPING);
        close();
      }) ?? forget;
    request.raw.once('close', close);
    stream.once('close', close);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(stream);
  }
}
