import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/identity/auth-user.js';

export type AppRequest = FastifyRequest & { user?: AuthUser };

/** The HTTP request behind a REST call or a GraphQL operation. */
export function requestOf(context: ExecutionContext): AppRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AppRequest }>().req;
  }
  return context.switchToHttp().getRequest<AppRequest>();
}
