import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routedPath } from '../../../http/routed-path.js';
import { MAX_UPLOAD_BYTES } from './upload-rules.js';

export const UPLOAD_ROUTE = '/api/uploads/product-images';

/**
 * The raw bytes of an uploaded picture. Held in a private field so the input check every body
 * passes (input-guard) sees an object without keys instead of walking five million bytes.
 */
export class UploadedBytes {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** Fastify's own refusal shape: the error filter turns a 4xx statusCode into its JSON answer. */
const refusal = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/**
 * The routes that take a body other than JSON (this one and those given, e.g. a proof of payment): the picture itself (Content-Type image/… or
 * application/octet-stream), at most 5 MB (413 beyond, before or while it is read). Any other
 * route still answers such a body 415. A raw body rather than a form: cross-site pages cannot
 * send one without a CORS preflight, and there is no multipart parser to configure.
 */
export function registerUploadedBytesParser(fastify: FastifyInstance, otherRoutes: readonly string[] = []): void {
  const routes = new Set([UPLOAD_ROUTE, ...otherRoutes]);
  fastify.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i,
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: unknown) => void) => {
      if (!routes.has(routedPath(request))) return done(refusal(415, 'Unsupported media type.'));
      done(null, new UploadedBytes(body));
    },
  );
}
