import { availableParallelism } from 'node:os';
import { ConfigError } from './config-error.js';

/** Per-client ceilings; all counted per IP (or per account) across every instance sharing Redis. */
export interface RateLimitConfig {
  /** Every request to the API and pages, per client IP and minute. */
  readonly requestsPerIpPerMinute: number;
  /**
   * Failed logins of one account within the window from one address (browsers the account has not
   * signed in from), or from one browser it has signed in from (device cookie); then that address or
   * browser answers 429 for the account until the window ends.
   */
  readonly loginFailuresPerAccount: number;
  /** Failed logins of one account within the window from every browser it has not signed in from; then those answer 429. */
  readonly loginFailuresPerAccountAllSources: number;
  /** Failed logins from one IP within the window, whatever the accounts. */
  readonly loginFailuresPerIp: number;
  /** Minutes a login-failure window (and the lock after it) lasts. */
  readonly loginWindowMinutes: number;
  /** Sign-ups and password-reset requests per client IP and hour. */
  readonly registrationsPerIpPerHour: number;
  /** Messages from the Contact page per client IP and hour. */
  readonly contactMessagesPerIpPerHour: number;
  /** Requests per API key and minute, whatever the address and instance they come from. */
  readonly requestsPerApiKeyPerMinute: number;
  /** Proofs of payment one customer may send per hour (each is a picture to decode), every attempt counted. */
  readonly paymentProofsPerCustomerPerHour: number;
}

type Env = NodeJS.ProcessEnv;

export function parsePositiveInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  max = 1_000_000_000,
): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max} (got ${JSON.stringify(value)})`);
  }
  return Number(value);
}

export function parseRateLimits(env: Env): RateLimitConfig {
  return {
    requestsPerIpPerMinute: parsePositiveInteger('REQUESTS_PER_IP_PER_MINUTE', env.REQUESTS_PER_IP_PER_MINUTE, 1200),
    loginFailuresPerAccount: parsePositiveInteger(
      'LOGIN_MAX_FAILURES_PER_ACCOUNT',
      env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      10,
    ),
    loginFailuresPerAccountAllSources: parsePositiveInteger(
      'LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_SOURCES',
      env.LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_SOURCES,
      100,
    ),
    loginFailuresPerIp: parsePositiveInteger('LOGIN_MAX_FAILURES_PER_IP', env.LOGIN_MAX_FAILURES_PER_IP, 30),
    loginWindowMinutes: parsePositiveInteger('LOGIN_LOCK_MINUTES', env.LOGIN_LOCK_MINUTES, 15, 24 * 60),
    registrationsPerIpPerHour: parsePositiveInteger(
      'REGISTRATIONS_PER_IP_PER_HOUR',
      env.REGISTRATIONS_PER_IP_PER_HOUR,
      20,
    ),
    contactMessagesPerIpPerHour: parsePositiveInteger(
      'CONTACT_MESSAGES_PER_IP_PER_HOUR',
      env.CONTACT_MESSAGES_PER_IP_PER_HOUR,
      5,
    ),
    requestsPerApiKeyPerMinute: parsePositiveInteger(
      'API_KEY_REQUESTS_PER_MINUTE',
      env.API_KEY_REQUESTS_PER_MINUTE,
      600,
    ),
    paymentProofsPerCustomerPerHour: parsePositiveInteger(
      'PAYMENT_PROOFS_PER_CUSTOMER_PER_HOUR',
      env.PAYMENT_PROOFS_PER_CUSTOMER_PER_HOUR,
      10,
    ),
  };
}

const HOST_NAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

/** IMAGE_HOSTS: comma-separated host names product images may come from, besides this site. */
export function parseImageHosts(value: string | undefined): readonly string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!HOST_NAME.test(host))
      throw new ConfigError(`IMAGE_HOSTS must list host names such as cdn.waters.ph (got ${JSON.stringify(host)})`);
  }
  return hosts;
}

/** PUBLIC_URL: the address people use (https turns on HSTS). */
export function parsePublicUrl(value: string | undefined): URL | null {
  if (value === undefined || value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new ConfigError(
    `PUBLIC_URL must be an http(s) address such as https://shop.waters.ph (got ${JSON.stringify(value)})`,
  );
}

/** REDIS_PREFIX: namespace of every key this app writes, so one Redis can serve several apps (or test runs). */
export function parseRedisPrefix(value: string | undefined): string {
  if (value === undefined || value === '') return 'waters:';
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(value))
    throw new ConfigError('REDIS_PREFIX may hold letters, digits and : _ . - (at most 64)');
  return value;
}

/** REDIS_URL: redis://[user:pass@]host:port[/db] or rediss:// for TLS. */
export function parseRedisUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(value)) throw new ConfigError('REDIS_URL must look like redis://127.0.0.1:6379');
  return value;
}

/**
 * TRUST_PROXY: whether X-Forwarded-For names the client (set it behind a proxy, or
 * every visitor shares the proxy's address and its rate limits). true, false, a hop
 * count, or a comma-separated list of proxy addresses/CIDRs.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^[0-9a-fA-F.:/,\s]+$/.test(value)) return value;
  throw new ConfigError(
    `TRUST_PROXY must be true, false, a hop count or proxy addresses (got ${JSON.stringify(value)})`,
  );
}

/** argon2id runs in a bounded pool so a login flood cannot take every core. */
export interface HashingLimits {
  /** Hashes computed at once; the rest of the CPU stays free for every other request. */
  readonly concurrency: number;
  /** Hashes allowed to wait; beyond that a login is answered 429 at once instead of queueing for long. */
  readonly maxWaiting: number;
}

export function parseHashingLimits(env: Env): HashingLimits {
  return {
    concurrency: parsePositiveInteger(
      'PASSWORD_HASH_CONCURRENCY',
      env.PASSWORD_HASH_CONCURRENCY,
      Math.max(1, availableParallelism() - 1),
      64,
    ),
    maxWaiting: parsePositiveInteger('PASSWORD_HASH_MAX_WAITING', env.PASSWORD_HASH_MAX_WAITING, 64, 10_000),
  };
}

/** Uploaded pictures (product images, proofs of payment) are decoded and re-encoded in a bounded pool too. */
export interface ImageWorkLimits {
  /** Pictures decoded at once: each takes a core and up to a few hundred MB while it runs. */
  readonly concurrency: number;
  /** Uploads allowed to wait (each holding its bytes); beyond that an upload is answered 429 at once. */
  readonly maxWaiting: number;
}

export function parseImageWorkLimits(env: Env): ImageWorkLimits {
  return {
    concurrency: parsePositiveInteger('IMAGE_WORK_CONCURRENCY', env.IMAGE_WORK_CONCURRENCY, 2, 16),
    maxWaiting: parsePositiveInteger('IMAGE_WORK_MAX_WAITING', env.IMAGE_WORK_MAX_WAITING, 8, 1_000),
  };
}
