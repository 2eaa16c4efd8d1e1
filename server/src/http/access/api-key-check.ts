import type { AuthUser } from '../../platform/identity/auth-user.js';

/** Injection token of the ApiKeyCheck the api-keys module provides. */
export const API_KEY_CHECK = Symbol('API_KEY_CHECK');

/** Who a `wtr_…` bearer token stands for; UNAUTHENTICATED when it is unknown, revoked or expired. */
export interface ApiKeyCheck {
  callerFor(secret: string): Promise<AuthUser>;
}
