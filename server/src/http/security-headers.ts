import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';

/** Written by the client build: the origins its pages frame (the promotional video, the map). */
export const FRAME_ORIGINS_FILE = 'frame-origins.json';

/** Browser features the site never uses; a framed page cannot ask for them either. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/** Answers that carry someone's data: never stored by a browser or a shared cache. */
const PRIVATE_PREFIXES = ['/api/', '/graphql'];

export type Headers = Readonly<Record<string, string>>;

export function frameOrigins(clientDir: string | null): string[] {
  const file = clientDir ? join(clientDir, FRAME_ORIGINS_FILE) : null;
  if (!file || !existsSync(file)) return [];
  const origins: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(origins)
    ? origins.filter((o): o is string => typeof o === 'string' && /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o))
    : [];
}

/**
 * The headers helmet would set, computed once: helmet builds and validates its policy every time
 * its middleware is created, and @fastify/helmet creates it on every request.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The hashes of a page's own inline styles and scripts, which its Content-Security-Policy allows. */
export interface InlineHashes {
  styleHashes?: readonly string[];
  scriptHashes?: readonly string[];
}

/**
 * Response headers of every answer (helmet's): a Content-Security-Policy that allows this site,
 * the configured image hosts and the embeds' origins and nothing else (plus the hashes of a
 * page's own inline styles and scripts); HSTS when the public address is https; COOP and CORP
 * same-origin; Permissions-Policy.
 */
export function securityHeaders(
  config: AppConfig,
  { styleHashes = [], scriptHashes = [] }: InlineHashes = {},
): Headers {
  const https = config.publicUrl?.protocol === 'https:';
  const frames = frameOrigins(config.clientDir);
  return Object.freeze({
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
          // Bootstrap draws its icons (select arrows, close buttons) as data: SVG images; blob: is the
          // preview of a picture chosen for upload (only this page's own script can make one).
          imgSrc: ["'self'", 'data:', 'blob:', ...config.imageHosts.map((host) => `https://${host}`)],
          styleSrc: ["'self'", ...styleHashes.map((hash) => `'${hash}'`)],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: frames.length > 0 ? frames : ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          manifestSrc: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'sameorigin' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  });
}

/** Sets the security headers on every answer, and `Cache-Control: no-store` on API answers; returns an API answer's set. */
export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): Headers {
  const headers = securityHeaders(config);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    const route = request.routeOptions.url ?? request.url;
    if (PRIVATE_PREFIXES.some((prefix) => route.startsWith(prefix))) reply.header('cache-control', 'no-store');
    done();
  });
  if (config.env !== 'production') {
    // The GraphiQL page (development only) loads its editor from a CDN.
    fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.routeOptions.url === '/graphql' && String(reply.getHeader('content-type')).startsWith('text/html')) {
        reply.removeHeader('content-security-policy');
      }
    });
  }
  return Object.freeze({ ...headers, 'cache-control': 'no-store' });
}
