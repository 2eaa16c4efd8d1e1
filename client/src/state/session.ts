import { PATHS } from '../lib/paths';
import { startRememberedSession } from '../lib/role-on-document.js';
import { cartKey } from './cart-key';
import { keepCartCookie, keepOrderPagesCookie } from './order-pages-cookie';

/**
 * The signed-in session as the original client kept it (docs/legacy-contract.md#sessions-roles-and-browser-storage):
 * session storage holds the token, the user id, the profile (JSON) and the role; after login the
 * customer token is also in local storage under one key and the employee token under another.
 */
export const SESSION_KEYS = {
  token: 'token',
  userId: 'userId',
  profile: 'userProfile',
  role: 'role',
} as const;
export const PERSISTENT_TOKEN_KEYS = { Customer: 'customerToken', Employee: 'employeeToken' } as const;

export type Role = 'Customer' | 'Employee';

export interface Session {
  readonly token: string;
  readonly userId: string;
  /** Any string kept by the server; unknown roles see the customer-style labels. */
  readonly role: string;
  /** The person's name as last saved (stored profile), else as the token was issued. */
  readonly fullName?: string;
}

/** The name in the stored profile when it is this user's, else the token's. */
function fullNameOf(profileJson: string, userId: string, token: string): string | undefined {
  try {
    const profile = JSON.parse(profileJson) as { id?: unknown; fullName?: unknown } | null;
    if (profile && profile.id === userId && typeof profile.fullName === 'string' && profile.fullName.trim())
      return profile.fullName.trim();
  } catch {
    // No profile stored yet.
  }
  return decodeToken(token)?.FullName?.trim() || undefined;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string; session: Session | null } | undefined;

function read(): Session | null {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const userId = sessionStorage.getItem(SESSION_KEYS.userId) ?? '';
  const role = sessionStorage.getItem(SESSION_KEYS.role) ?? '';
  const profile = sessionStorage.getItem(SESSION_KEYS.profile) ?? '';
  const raw = `${token}\u0000${userId}\u0000${role}\u0000${profile}`;
  if (cached?.raw !== raw)
    cached = { raw, session: token ? { token, userId, role, fullName: fullNameOf(profile, userId, token) } : null };
  return cached.session;
}

/** Stable snapshot for useSyncExternalStore. */
export function getSession(): Session | null {
  return read();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionChanged(): void {
  syncOrderPagesCookie();
  for (const listener of [...listeners]) listener();
}

/** The order pages' cookies follow this tab's session: the last tab to load or sign in sets them (state/order-pages-cookie.ts). */
function syncOrderPagesCookie(): void {
  let session: Session | null;
  try {
    session = read();
  } catch {
    return; // storage refused: no session here to keep (the pages then come as built)
  }
  const exp = decodeToken(session?.token)?.exp;
  keepOrderPagesCookie(session, typeof exp === 'number' ? exp * 1000 : undefined);
  const customerId = session?.role === 'Customer' && session.userId ? session.userId : null;
  keepCartCookie(customerId, customerId && localStorage.getItem(cartKey(customerId)));
}

/** Stores a fresh login (token, user id, role and, when known, the profile). */
export function startSession(session: { token: string; userId: string; role: string }, profile?: unknown): void {
  sessionStorage.setItem(SESSION_KEYS.token, session.token);
  sessionStorage.setItem(SESSION_KEYS.userId, session.userId);
  sessionStorage.setItem(SESSION_KEYS.role, session.role);
  if (profile !== undefined) sessionStorage.setItem(SESSION_KEYS.profile, JSON.stringify(profile));
  const persistentKey = PERSISTENT_TOKEN_KEYS[session.role as Role];
  if (persistentKey) localStorage.setItem(persistentKey, session.token);
  notifySessionChanged();
}

/**
 * A new tab of a browser that is signed in (as on the original site, signed in means a token exists): the token
 * remembered at login starts this tab's session while it is unexpired (lib/role-on-document.js, which every
 * shell's head has already run). The server still checks it on every call.
 */
export function restoreRememberedSession(nowMs = Date.now()): void {
  if (startRememberedSession(nowMs)) notifySessionChanged();
  else if (sessionStorage.getItem(SESSION_KEYS.token)) syncOrderPagesCookie();
}

/** The server ended this token's session: no new tab may restore it. */
export function forgetRememberedToken(token: string | null | undefined): void {
  if (!token) return;
  for (const key of Object.values(PERSISTENT_TOKEN_KEYS))
    if (localStorage.getItem(key) === token) localStorage.removeItem(key);
}

/** Clears all session storage and tells listeners. */
export function clearSession(): void {
  sessionStorage.clear();
  notifySessionChanged();
}

/** The claims the client reads from a token (never trusted for security: the server checks). */
export interface TokenClaims {
  sub?: string;
  role?: string;
  FullName?: string;
  exp?: number;
}

export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Expired when absent, undecodable, or `exp` (seconds) is earlier than now. */
export function isTokenExpired(token: string | null | undefined, nowMs = Date.now()): boolean {
  const claims = decodeToken(token);
  if (!claims) return true;
  return typeof claims.exp === 'number' && claims.exp * 1000 < nowMs;
}

/** Signed in with a live token and a user id (docs/legacy-contract.md#sessions-roles-and-browser-storage); the role is checked by the caller. */
export function activeSession(session: Session | null): session is Session {
  return !!session && !!session.userId && !isTokenExpired(session.token);
}

export function storeProfile(profile: unknown): void {
  sessionStorage.setItem(SESSION_KEYS.profile, JSON.stringify(profile));
  notifySessionChanged();
}

/** What a login page is told when a session ended under the visitor: why, and where to go back to. */
export interface SessionEndedState {
  readonly sessionEnded: true;
  readonly from?: string;
}

/** The login page's words for a session that ended during use (an expired or revoked token). */
export const SESSION_ENDED_MESSAGE = 'Your session ended; please log in again';

export const isSessionEndedState = (state: unknown): state is SessionEndedState =>
  (state as { sessionEnded?: unknown } | null)?.sessionEnded === true;

/**
 * Sign-out: clears the session and tells listeners; the page stays where it is, except
 * addresses under /transactions, which go to /home (the caller navigates, replacing history).
 */
export function signOutTarget(pathname: string): string {
  return pathname.includes('/transactions') ? PATHS.home : pathname;
}
