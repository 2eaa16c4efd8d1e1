import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

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

/** How API answers are compressed on the fly (brotli at a fast level, gzip at zlib's default): see app.factory.ts. */
export const ON_THE_FLY_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A computed answer kept in memory, compressed exactly as the on-the-fly compression would have sent it. */
export function encodeLikeOnTheFly(identity: Buffer): EncodedBody {
  return encodeBody(identity, { br: brotliCompressSync(identity, ON_THE_FLY_BROTLI), gzip: gzipSync(identity) });
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

/** What to answer for a request with these headers: 304 when it holds the body already, else the best encoding it accepts. */
export function negotiate(
  headers: IncomingHttpHeaders,
  body: EncodedBody,
): { status: 200 | 304; encoding: 'br' | 'gzip' | null; bytes: Buffer | null } {
  if (headers['if-none-match'] === body.etag) return { status: 304, encoding: null, bytes: null };
  const encoding = body.identity.length >= MIN_COMPRESSED ? preferredEncoding(headers['accept-encoding']) : null;
  return { status: 200, encoding, bytes: encoding ? body[encoding] : body.identity };
}

/** Sends the body in the client's best encoding, or 304 when the client already holds it. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.header('etag', body.etag).header('vary', 'accept-encoding');
  const { status, encoding, bytes } = negotiate(request.headers, body);
  if (status === 304) return reply.status(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
