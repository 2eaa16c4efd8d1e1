import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyReply } from 'fastify';
import { requestOf } from './access/request-of.js';
import { cookieValue } from './cookies.js';

/** What a service may know of the network caller, and the one thing it may leave with it. */
export interface ClientInfo {
  /** The client's IP; behind a proxy, as X-Forwarded-For says when TRUST_PROXY is set. */
  readonly ip: string;
  /** Whether the connection is https (cookies are then marked Secure). */
  readonly secure: boolean;
  /** A cookie the caller sent (browsers send them; scripts seldom do). */
  cookie(name: string): string | undefined;
  /** Gives the caller a cookie (a Set-Cookie header on the answer). */
  setCookie(header: string): void;
}

function replyOf(context: ExecutionContext): FastifyReply {
  if (context.getType<string>() === 'graphql')
    return GqlExecutionContext.create(context).getContext<{ reply: FastifyReply }>().reply;
  return context.switchToHttp().getResponse<FastifyReply>();
}

/** The caller's ClientInfo, for REST handlers and GraphQL resolvers alike. */
export const Client = createParamDecorator((_: unknown, context: ExecutionContext): ClientInfo => {
  const request = requestOf(context);
  return {
    ip: request.ip,
    secure: request.protocol === 'https',
    cookie: (name) => cookieValue(request.headers.cookie, name),
    setCookie: (header) => void replyOf(context).header('set-cookie', header),
  };
});
