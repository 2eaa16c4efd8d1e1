import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { requestOf } from '../auth/request-of.js';

/** What a service may know of the network caller: the address rate limits count by. */
export interface ClientInfo {
  /** The client's IP; behind a proxy, as X-Forwarded-For says when TRUST_PROXY is set. */
  readonly ip: string;
}

/** The caller's ClientInfo, for REST handlers and GraphQL resolvers alike. */
export const Client = createParamDecorator((_: unknown, context: ExecutionContext): ClientInfo => ({ ip: requestOf(context).ip }));
