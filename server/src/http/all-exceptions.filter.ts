import { HeaderMap } from '@apollo/server';
import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { routedPath } from './routed-path.js';
import type { ClientPages } from './client-pages.js';
import { wantsTextErrors } from './legacy/error-format.js';
import { classifyAndLog, type ClassifiedError } from '../platform/errors/error-classifier.js';

/**
 * Retry-After for a throttled GraphQL operation: Apollo copies `extensions.http` to the response
 * and strips it. The status stays 200, as for every error raised while executing, but for a
 * database outage (SERVICE_UNAVAILABLE): 503, as balancers, proxies and retrying clients expect.
 */
function graphqlHttp(error: ClassifiedError) {
  if (!error.retryAfterSeconds) return {};
  const headers = new HeaderMap([['retry-after', String(error.retryAfterSeconds)]]);
  return { http: error.status === 503 ? { status: 503, headers } : { headers } };
}

/** A GraphQL-shaped body, for requests to /graphql refused before Apollo saw them (bad body, rate limit). */
const graphqlBody = (error: ClassifiedError) => ({
  errors: [
    { message: error.message, extensions: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) } },
  ],
});

/**
 * Every error leaves the server through here: GraphQL gets `extensions.code`
 * (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT,
 * IDEMPOTENCY_KEY_REUSED, TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE), REST the matching HTTP status.
 * Unexpected errors are logged and never shown.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter, GqlExceptionFilter {
  constructor(private readonly pages: ClientPages) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const error = classifyAndLog(exception);

    if (host.getType<string>() === 'graphql') {
      return new GraphQLError(error.message, {
        extensions: {
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.lines ? { lines: error.lines } : {}),
          ...graphqlHttp(error),
        },
      });
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (error.status === 404 && this.pages.handleNotFound(request, reply)) return reply;
    reply.status(error.status);
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    if (wantsTextErrors(request)) return reply.header('content-type', 'text/plain; charset=utf-8').send(error.message);
    reply.header('content-type', 'application/json; charset=utf-8');
    if (routedPath(request) === '/graphql') return reply.send(graphqlBody(error));
    return reply.send({
      statusCode: error.status,
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    });
  }
}
