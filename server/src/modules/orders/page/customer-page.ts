import { ORDER_PAGES_COOKIE } from '@waters/domain';
import type { FastifyRequest } from 'fastify';
import type { SessionTokenCheck } from '../../../http/access/session-token-check.js';
import { cookieValue } from '../../../http/cookies.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';

/** A page request's customer: their verified caller and the token their page's cookie carried. */
export interface PageCustomer {
  readonly caller: AuthUser;
  readonly token: string;
}

/**
 * The customer a request for one of their own pages comes from, by the order pages' cookie
 * (@waters/domain ORDER_PAGES_COOKIE): the full check of its token (signature, expiry, live session);
 * null for no cookie, a refused token or anyone but a customer.
 */
export async function pageCustomer(request: FastifyRequest, tokens: SessionTokenCheck): Promise<PageCustomer | null> {
  const token = cookieValue(request.headers.cookie, ORDER_PAGES_COOKIE.name);
  if (!token) return null;
  const caller = await tokens.verify(token).catch(() => null);
  return caller?.role === 'Customer' ? { caller, token } : null;
}

/**
 * One of the web client's queries asked exactly as the page's own code asks it, with the customer's
 * token, through the same checks as any call (session, role, whose data it is): its data, or null
 * for an answer with errors.
 */
export async function askAsThePage(
  request: FastifyRequest,
  { token }: PageCustomer,
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Record<string, unknown> | null> {
  const answer = await request.server.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: request.ip,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ operationName, query, variables }),
  });
  if (answer.statusCode !== 200) return null;
  const { data, errors } = answer.json<{ data?: Record<string, unknown> | null; errors?: unknown[] }>();
  return errors?.length || !data ? null : data;
}
