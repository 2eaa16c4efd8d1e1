import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { unauthenticated } from '../../platform/errors/domain-error.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { callerOf } from './request-context.js';
import { requestOf } from './request-of.js';

/** The verified caller, from the request context; handlers that use it are never public, so a missing user is a bug → 401. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  const user = callerOf(requestOf(context).raw);
  if (!user) throw unauthenticated();
  return user;
});
