import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { tooManyRequests } from '../errors/domain-error.js';
import { REDIS_CLIENT } from './redis.provider.js';
import { WindowCounter } from './window-counter.js';

export const RATE_LIMIT_MESSAGES = {
  requests: 'Too many requests. Please slow down and try again in a moment.',
  logins: 'Too many failed logins. Please wait a few minutes and try again.',
  registrations: 'Too many sign-ups from your network. Please try again later.',
  contactMessages: 'Too many messages from your network. Please try again later, or call us.',
  apiKey: 'Too many requests with this API key. Please slow down and try again in a moment.',
  paymentProofs: 'Too many proofs of payment sent this hour. Please try again later, or give the reference instead.',
} as const;

/** A counter in Redis when configured (one count for all instances), else in this process's memory. */
function limiter(redis: Redis | null, options: IRateLimiterOptions & { keyPrefix: string }): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options);
  // While Redis is down each instance counts on its own rather than letting everything through: a
  // command that fails or times out (redis.provider.ts) is counted in memory instead, and while the
  // connection is not ready none is sent (a reconnection to a Redis that does not answer would make
  // it wait for its time limit).
  return redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true })
    : memory;
}

/** A sign-in attempt as the login limits see it: the account, the address, and the device cookie's device id (null: a browser the account has not signed in from, or a script). */
export interface LoginAttempt {
  accountKey: string;
  ip: string;
  device: string | null;
}

/** A mailbox is not flooded with reset links, whoever asks for them. */
const PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR = 3;

/** The per-request ceiling's window (REQUESTS_PER_IP_PER_MINUTE). */
const REQUEST_WINDOW_SECONDS = 60;

const secondsUntil = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/**
 * Every rate limit of the server, counted with rate-limiter-flexible (the per-request ceiling
 * without Redis by WindowCounter, in the same way). Refusals are
 * TOO_MANY_REQUESTS errors carrying Retry-After, answered 429 by the exception filter.
 */
@Injectable()
export class RateLimits {
  /** The per-request ceiling: through Redis when configured (a promise), else counted at once in memory. */
  private readonly requests: RateLimiterAbstract | WindowCounter;
  private readonly loginFailuresByDevice: RateLimiterAbstract;
  private readonly loginFailuresBySource: RateLimiterAbstract;
  private readonly loginFailuresByAccount: RateLimiterAbstract;
  private readonly loginFailuresByIp: RateLimiterAbstract;
  private readonly registrations: RateLimiterAbstract;
  private readonly contactMessages: RateLimiterAbstract;
  private readonly passwordResets: RateLimiterAbstract;
  private readonly apiKeyRequests: RateLimiterAbstract;
  private readonly paymentProofs: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS_CLIENT) redis: Redis | null) {
    const limits = config.rateLimits;
    const window = limits.loginWindowMinutes * 60;
    this.requests = redis
      ? limiter(redis, { keyPrefix: 'rl:req', points: limits.requestsPerIpPerMinute, duration: REQUEST_WINDOW_SECONDS })
      : new WindowCounter(limits.requestsPerIpPerMinute, REQUEST_WINDOW_SECONDS * 1000);
    this.loginFailuresByDevice = limiter(redis, {
      keyPrefix: 'rl:login-device',
      points: limits.loginFailuresPerAccount,
      duration: window,
    });
    this.loginFailuresBySource = limiter(redis, {
      keyPrefix: 'rl:login-source',
      points: limits.loginFailuresPerAccount,
      duration: window,
    });
    this.loginFailuresByAccount = limiter(redis, {
      keyPrefix: 'rl:login-acct',
      points: limits.loginFailuresPerAccountAllSources,
      duration: window,
    });
    this.loginFailuresByIp = limiter(redis, {
      keyPrefix: 'rl:login-ip',
      points: limits.loginFailuresPerIp,
      duration: window,
    });
    this.registrations = limiter(redis, {
      keyPrefix: 'rl:register',
      points: limits.registrationsPerIpPerHour,
      duration: 3600,
    });
    this.contactMessages = limiter(redis, {
      keyPrefix: 'rl:contact',
      points: limits.contactMessagesPerIpPerHour,
      duration: 3600,
    });
    this.passwordResets = limiter(redis, {
      keyPrefix: 'rl:reset-account',
      points: PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR,
      duration: 3600,
    });
    this.apiKeyRequests = limiter(redis, {
      keyPrefix: 'rl:api-key',
      points: limits.requestsPerApiKeyPerMinute,
      duration: REQUEST_WINDOW_SECONDS,
    });
    this.paymentProofs = limiter(redis, {
      keyPrefix: 'rl:payment-proof',
      points: limits.paymentProofsPerCustomerPerHour,
      duration: 3600,
    });
  }

  /**
   * The global per-IP ceiling, counted for every request. In memory it is counted at once, and a
   * refusal thrown (no promise per request); through Redis, the promise of the count.
   */
  countRequest(ip: string): Promise<void> | undefined {
    if (!(this.requests instanceof WindowCounter)) return this.consume(this.requests, ip, RATE_LIMIT_MESSAGES.requests);
    const waitMs = this.requests.count(ip);
    if (waitMs > 0) throw tooManyRequests(RATE_LIMIT_MESSAGES.requests, secondsUntil(waitMs));
    return undefined;
  }

  /** Sign-ups and password-reset requests, per IP. */
  countRegistration(ip: string): Promise<void> {
    return this.consume(this.registrations, ip, RATE_LIMIT_MESSAGES.registrations);
  }

  /** Reset links per account: false once an account has had its share this hour (nobody is told). */
  async allowPasswordReset(userId: string): Promise<boolean> {
    try {
      await this.passwordResets.consume(userId);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** A request made with an API key: each key has its own ceiling, one count across every instance. */
  countApiKeyRequest(keyId: string): Promise<void> {
    return this.consume(this.apiKeyRequests, keyId, RATE_LIMIT_MESSAGES.apiKey);
  }

  /** Proofs of payment sent, per customer whatever the order (each is a picture the server decodes). */
  countPaymentProof(customerId: string): Promise<void> {
    return this.consume(this.paymentProofs, customerId, RATE_LIMIT_MESSAGES.paymentProofs);
  }

  /** Messages from the Contact page, per IP. */
  countContactMessage(ip: string): Promise<void> {
    return this.consume(this.contactMessages, ip, RATE_LIMIT_MESSAGES.contactMessages);
  }

  /**
   * Before a password is checked: refused while any count the attempt falls under has used up its
   * failures of the current window, even if the password is right (no guessing through a lock).
   * A browser the account has signed in from (its device cookie) is counted on its own and by
   * nothing else: a stranger's failures, wherever from, never lock the owner's own browser out.
   * Any other attempt counts for the account from its address, for its address whatever the
   * account, and for the account from every such browser (a looser count, against a spread-out attack).
   */
  async assertLoginAllowed(attempt: LoginAttempt): Promise<void> {
    const counts = this.loginCounts(attempt);
    const results = await Promise.all(counts.map(([limit, key]) => limit.get(key)));
    const exceeded = results.filter(
      (result, i) => result && result.consumedPoints >= counts[i][0].points,
    ) as RateLimiterRes[];
    if (exceeded.length > 0)
      throw tooManyRequests(RATE_LIMIT_MESSAGES.logins, secondsUntil(Math.max(...exceeded.map((r) => r.msBeforeNext))));
  }

  /** A wrong password: counts under each of the attempt's counts (the attempt itself is still answered 401). */
  async recordLoginFailure(attempt: LoginAttempt): Promise<void> {
    await Promise.all(this.loginCounts(attempt).map(([limit, key]) => limit.penalty(key, 1)));
  }

  /** The right password ends the run of failures of the browser or address it came from. */
  async recordLoginSuccess(attempt: LoginAttempt): Promise<void> {
    const [limit, key] = this.loginCounts(attempt)[0];
    await limit.delete(key);
  }

  /** The counts a login attempt falls under, its own (device, or account and address) first. */
  private loginCounts({ accountKey, ip, device }: LoginAttempt): [RateLimiterAbstract, string][] {
    if (device) return [[this.loginFailuresByDevice, `${accountKey}|${device}`]];
    return [
      [this.loginFailuresBySource, `${accountKey}|${ip}`],
      [this.loginFailuresByIp, ip],
      [this.loginFailuresByAccount, accountKey],
    ];
  }

  private async consume(limit: RateLimiterAbstract, key: string, message: string): Promise<void> {
    try {
      await limit.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(message, secondsUntil(rejection.msBeforeNext));
      throw rejection;
    }
  }
}
