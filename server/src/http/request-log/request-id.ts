import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy already gave the request is kept when it is a plain token; anything else is replaced. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the incoming X-Request-Id when it is safe to echo and log, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
