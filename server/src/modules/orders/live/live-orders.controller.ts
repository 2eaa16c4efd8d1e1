import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { Roles, KeyScope } from '../../../http/access/access.decorator.js';
import { drainOf } from '../../../http/drain.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import { Role } from '../../../platform/identity/role.js';
import { LiveOrderChanges } from './live-order-changes.js';

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

/**
 * GET /api/live/orders (customers and employees, bearer token; not part of the legacy contract):
 * server-sent events, one `order` event ({"orderId","status"}) per order placed or decided that
 * the caller may see, so open lists reload themselves. The stream ends when events may have been
 * missed (this instance's Redis subscription came back after an outage): the client reconnects and
 * reloads its lists, as it does on every opening. A stopping server ends every stream as soon as it
 * starts closing, with a last comment (http/drain.ts), rather than wait for them: the clients reconnect
 * a second later, to another instance.
 */
@Controller()
export class LiveOrdersController {
  constructor(private readonly changes: LiveOrderChanges) {}

  @Roles(Role.Customer, Role.Employee)
  @KeyScope('orders:read')
  @Get(LIVE_ORDERS_ROUTE.slice(1))
  follow(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const stream = new PassThrough();
    // The first bytes open the stream at once (the client knows it is connected), and say how soon to reconnect.
    stream.write('retry: 2000\n: connected\n\n');
    const stop = this.changes.follow(
      user,
      (change) => stream.write(`event: order\ndata: ${JSON.stringify(change)}\n\n`),
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
