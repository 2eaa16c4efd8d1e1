import argon2 from 'argon2';
import pLimit from 'p-limit';
import { tooManyRequests } from '../../platform/errors/domain-error.js';
import { parseHashingLimits, type HashingLimits } from '../../config/security-config.js';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const DEFAULT_HASHING_LIMITS = parseHashingLimits({});

export const BUSY_HASHING = 'The server is busy signing other people in. Please try again in a moment.';

/**
 * argon2id in a bounded pool: a login flood waits its turn (or is told to come back)
 * instead of occupying every core while other customers' requests starve.
 */
export class PasswordHasher {
  private readonly limit: ReturnType<typeof pLimit>;
  /** A real hash to verify against when the user does not exist, so both paths take the same time. */
  private readonly decoy = argon2.hash('decoy-password-for-unknown-users', OPTIONS);

  constructor(private readonly limits: HashingLimits = DEFAULT_HASHING_LIMITS) {
    this.limit = pLimit(limits.concurrency);
  }

  hash(password: string): Promise<string> {
    return this.queued(() => argon2.hash(password, OPTIONS));
  }

  /** False for a wrong password, a malformed hash, or no hash at all (unknown user, checked against a decoy). */
  async verify(hash: string | null, password: string): Promise<boolean> {
    const target = hash ?? (await this.decoy);
    const matches = await this.queued(() => argon2.verify(target, password).catch(() => false));
    return hash !== null && matches;
  }

  private queued<T>(work: () => Promise<T>): Promise<T> {
    const queued = this.limit.activeCount + this.limit.pendingCount;
    if (queued >= this.limits.concurrency + this.limits.maxWaiting)
      return Promise.reject(tooManyRequests(BUSY_HASHING, 1));
    return this.limit(work);
  }
}
