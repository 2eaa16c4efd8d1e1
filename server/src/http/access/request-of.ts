import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';

/** The caller is in the request context (request-context.ts), read with callerOf(request.raw). */
export type AppRequest = FastifyRequest;

/** The HTTP request behind a REST call or a GraphQL operation. */
export function requestOf(context: ExecutionContext): AppRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AppRequest }>().req;
  }
  return context.switchToHttp().getRequest<AppRequest>();
}
