import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the edge leaves the body chunks it read before handing a request over to Fastify. */
export const PRELOADED_BODY = Symbol('waters.preloadedBody');

/**
 * A request the edge read part or all of reaches Fastify with those bytes here: the body Fastify
 * parses is what the edge read, followed by whatever the client has not sent yet.
 */
export function registerPreloadedBodies(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request: FastifyRequest, _reply, payload, done) => {
    const chunks = (request.raw as { [PRELOADED_BODY]?: Buffer[] })[PRELOADED_BODY];
    if (!chunks) return done(null, payload);
    const rest = request.raw.readableEnded ? [] : request.raw;
    done(null, Readable.from(chainedChunks(chunks, rest)) as unknown as typeof payload);
  });
}

async function* chainedChunks(first: Buffer[], rest: AsyncIterable<Buffer> | Buffer[]): AsyncGenerator<Buffer> {
  yield* first;
  for await (const chunk of rest) yield chunk;
}
