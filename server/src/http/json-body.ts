import type { FastifyBodyParser, FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning safe), except that an
 * empty body is no body: the legacy client sends `PUT …approveOrder` with
 * `Content-Type: application/json` and nothing in it.
 */
export function jsonBodyParser(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  };
}
