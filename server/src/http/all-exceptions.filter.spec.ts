import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger, type ArgumentsHost } from '@nestjs/common';
import type { GraphQLError } from 'graphql';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import type { ClientPages } from './client-pages.js';
import { tooManyRequests } from '../platform/errors/domain-error.js';

const pages = { handleNotFound: () => false } as unknown as ClientPages;
const filter = new AllExceptionsFilter(pages);
const refused = () =>
  new QueryFailedError(
    'SELECT 1',
    [],
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED', fatal: true }),
  );

const graphqlHost = { getType: () => 'graphql' } as unknown as ArgumentsHost;

/** A REST request to `url`, and what the filter answered to it. */
function restHost(url: string) {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const reply = {
    status: (status: number) => ((sent.status = status), reply),
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    send: (body: unknown) => ((sent.body = body), reply),
  };
  const request = { url, routeOptions: { url } };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  return { host, sent };
}

describe('AllExceptionsFilter during a database outage', () => {
  beforeAll(() => {
    // The outage's warning line (error-classifier.spec.ts proves it).
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  it('answers GraphQL SERVICE_UNAVAILABLE with HTTP 503 and Retry-After (extensions.http, which Apollo applies and strips)', () => {
    const error = filter.catch(refused(), graphqlHost) as GraphQLError;
    const { http, ...extensions } = error.extensions as { http: { status: number; headers: Map<string, string> } };
    expect(extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });
    expect(http.status).toBe(503);
    expect(http.headers.get('retry-after')).toBe('5');
    expect(error.message).not.toContain('ECONNREFUSED');
  });

  it('keeps a throttled GraphQL operation at 200, with its Retry-After', () => {
    const error = filter.catch(tooManyRequests('Slow down.', 30), graphqlHost) as GraphQLError;
    const http = error.extensions.http as { status?: number; headers: Map<string, string> };
    expect(http.status).toBeUndefined();
    expect(http.headers.get('retry-after')).toBe('30');
  });

  it('answers REST 503 with Retry-After and the JSON error body', () => {
    const { host, sent } = restHost('/api/Product/placeOrder');
    filter.catch(refused(), host);
    expect(sent.status).toBe(503);
    expect(sent.headers['retry-after']).toBe('5');
    expect(sent.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers the login routes 503 with Retry-After as text', () => {
    const { host, sent } = restHost('/api/Login/customer-login');
    filter.catch(refused(), host);
    expect(sent.status).toBe(503);
    expect(sent.headers['retry-after']).toBe('5');
    expect(sent.headers['content-type']).toMatch(/^text\/plain/);
  });
});
