import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { SpaFallback } from '../http/spa-fallback.js';
import { wantsTextErrors } from '../legacy/error-format.js';
import { classifyAndLog } from './error-classifier.js';

/**
 * Every error leaves the server through here: GraphQL gets `extensions.code`
 * (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT), REST the
 * matching HTTP status. Unexpected errors are logged and never shown.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter, GqlExceptionFilter {
  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const error = classifyAndLog(exception);

    if (host.getType<string>() === 'graphql') {
      return new GraphQLError(error.message, {
        extensions: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
      });
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (error.status === 404 && this.spa.handles(request)) return this.spa.send(reply);
    if (wantsTextErrors(request)) return reply.status(error.status).header('content-type', 'text/plain; charset=utf-8').send(error.message);
    return reply
      .status(error.status)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ statusCode: error.status, code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
  }
}
