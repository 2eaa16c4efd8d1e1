import { SetMetadata } from '@nestjs/common';
import type { ApiScope } from '../../platform/identity/api-scope.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import type { Role } from '../../platform/identity/role.js';

export const ACCESS_KEY = 'waters:access';
export const KEY_ACCESS_KEY = 'waters:key-access';

/** Who may call a handler. Handlers without a declaration need a signed-in user of any role. */
export type AccessRule = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: readonly Role[] };

/** Anyone, signed in or not (login, register, health). */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user, whatever the role (own profile). */
export const SignedIn = () => SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies AccessRule);

/** Only users holding one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ACCESS_KEY, { kind: 'roles', roles } satisfies AccessRule);

/** The rule a handler declares (its class's, else: any signed-in user). */
export function accessRuleOf(handler: object, controller?: object): AccessRule {
  const declared = (target: object | undefined) =>
    target ? (Reflect.getMetadata(ACCESS_KEY, target) as AccessRule | undefined) : undefined;
  return declared(handler) ?? declared(controller) ?? { kind: 'signed-in' };
}

/** Whether `user` (null: no one signed in) may call a handler with this rule. */
export function allows(rule: AccessRule, user: Pick<AuthUser, 'role'> | null): boolean {
  if (rule.kind === 'public') return true;
  return user !== null && (rule.kind === 'signed-in' || rule.roles.includes(user.role));
}

/** What an API key needs for a handler: one scope, or nothing it could hold (people only). */
export type KeyRule = { kind: 'scope'; scope: ApiScope } | { kind: 'people-only' };

/** API keys holding this scope may call the handler (within the handler's role rule too). */
export const KeyScope = (scope: ApiScope) => SetMetadata(KEY_ACCESS_KEY, { kind: 'scope', scope } satisfies KeyRule);

/** No API key may call the handler: sessions, passwords, keys themselves. */
export const PeopleOnly = () => SetMetadata(KEY_ACCESS_KEY, { kind: 'people-only' } satisfies KeyRule);

/** The key rule a handler declares (its own, else its class's), or undefined: then no key may call it. */
export function keyRuleOf(handler: object, controller?: object): KeyRule | undefined {
  const declared = (target: object | undefined) =>
    target ? (Reflect.getMetadata(KEY_ACCESS_KEY, target) as KeyRule | undefined) : undefined;
  return declared(handler) ?? declared(controller);
}

/** Whether a key with these scopes may call a handler with this key rule. */
export function keyAllows(rule: KeyRule | undefined, scopes: readonly ApiScope[]): boolean {
  return rule?.kind === 'scope' && scopes.includes(rule.scope);
}
