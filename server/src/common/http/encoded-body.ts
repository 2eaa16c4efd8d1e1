import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body held in memory with its compressed forms and a validator, built once. */
export interface EncodedBody {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

/** Bodies under this size are sent as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED = 1024;

export function encodeBody(identity: Buffer, precompressed: { br?: Buffer; gzip?: Buffer } = {}): EncodedBody {
  return {
    identity,
    br: precompressed.br ?? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: precompressed.gzip ?? gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** A file and the .br/.gz files the client build wrote beside it (compressed here when missing). */
export function encodedFile(path: string): EncodedBody {
  const read = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  return encodeBody(readFileSync(path), { br: read('.br'), gzip: read('.gz') });
}

/** The best encoding the client accepts (brotli, then gzip), ignoring those refused with q=0. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Sends the body in the client's best encoding, or 304 when the client already holds it. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.header('etag', body.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  const encoding = body.identity.length >= MIN_COMPRESSED ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.identity);
}
