import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export interface ClientAddress {
  /** The client's address, as Fastify's `request.ip` gives it (rate limits count by it). */
  ip(request: IncomingMessage): string;
  /** 'https' or 'http', as Fastify's `request.protocol` gives it (the XSRF cookie's Secure flag). */
  protocol(request: IncomingMessage): string;
}

const lastEntry = (value: string) => {
  const comma = value.lastIndexOf(',');
  return comma < 0 ? value.trim() : value.slice(comma + 1).trim();
};

/**
 * Fastify's reading of the client address and protocol under a trustProxy setting, for the
 * requests the edge answers before Fastify sees them: the same rules (Fastify 5 trusts no
 * proxy for a bare hop count), so a limit or cookie never depends on which path answered.
 */
export function clientAddress(trustProxy: boolean | number | string): ClientAddress {
  const encrypted = (request: IncomingMessage) => ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
  if (!trustProxy || typeof trustProxy === 'number') {
    return { ip: (request) => request.socket.remoteAddress ?? '', protocol: encrypted };
  }
  const trusted =
    trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()));
  return {
    ip: (request) => {
      const all = proxyAddr.all(request, trusted);
      return all[all.length - 1] ?? '';
    },
    protocol: (request) => {
      const forwarded = request.headers['x-forwarded-proto'];
      if (typeof forwarded === 'string' && forwarded && trusted(request.socket.remoteAddress ?? '', 0))
        return lastEntry(forwarded);
      return encrypted(request);
    },
  };
}
