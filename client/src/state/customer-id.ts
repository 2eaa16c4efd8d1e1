import { getSession } from './session';

/** The signed-in customer's id, read when a cart action happens (null when no customer is signed in). */
export function currentCustomerId(): string | null {
  const session = getSession();
  return session && session.role === 'Customer' && session.userId ? session.userId : null;
}
