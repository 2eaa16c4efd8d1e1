import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address.js';

const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
const requests = {
  twoHops: from('10.0.0.5', { 'x-forwarded-for': '203.0.113.7, 198.51.100.2', 'x-forwarded-proto': 'https' }),
  direct: from('10.0.0.5'),
  oneHop: from('192.168.1.9', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' }),
};

// What Fastify 5's request.ip and request.protocol give under each trustProxy setting (lib/request.js).
describe('client address at the edge, read as Fastify reads it', () => {
  it.each([
    [false, ['10.0.0.5 http', '10.0.0.5 http', '192.168.1.9 http']],
    [true, ['203.0.113.7 https', '10.0.0.5 http', '203.0.113.7 https']],
    // Fastify trusts no proxy for a bare hop count (it cannot check the peer).
    [1, ['10.0.0.5 http', '10.0.0.5 http', '192.168.1.9 http']],
    ['10.0.0.0/8', ['198.51.100.2 https', '10.0.0.5 http', '192.168.1.9 http']],
    ['127.0.0.1, 192.168.0.0/16', ['10.0.0.5 http', '10.0.0.5 http', '203.0.113.7 https']],
  ] as const)('trustProxy %p', (trustProxy, expected) => {
    const address = clientAddress(trustProxy);
    expect(Object.values(requests).map((request) => `${address.ip(request)} ${address.protocol(request)}`)).toEqual(
      expected,
    );
  });
});
