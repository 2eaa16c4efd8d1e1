import type { AuthUser } from './auth-user.js';

/** Who made a change: a signed-in person, a person's API key, or the shop itself (a timer, a sender). */
export type Actor =
  | { readonly kind: 'person'; readonly userId: string }
  | { readonly kind: 'key'; readonly userId: string; readonly apiKeyId: string }
  | { readonly kind: 'system' };

/** The shop's own doing: a reminder, a delivery given up, a customer who is not signed in. */
export const SYSTEM: Actor = { kind: 'system' };

/** The caller as the actor of what it changes. */
export function changedBy(user: Pick<AuthUser, 'id' | 'apiKey'>): Actor {
  return user.apiKey ? { kind: 'key', userId: user.id, apiKeyId: user.apiKey.id } : { kind: 'person', userId: user.id };
}
