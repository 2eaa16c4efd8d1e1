import 'reflect-metadata';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

const PASSWORD = 'Tuyo-at-Sinangag-42';

describe('PasswordHasher (real argon2)', () => {
  const hasher = new PasswordHasher();
  let hash: string;

  beforeAll(async () => {
    hash = await hasher.hash(PASSWORD);
  });

  it("hashes with OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane", () => {
    expect(hash.startsWith('$argon2id$v=19$m=19456,p=1,t=2$')).toBe(true);
  });

  it('never stores the password itself', () => {
    expect(hash).not.toContain(PASSWORD);
  });

  it('salts every hash: two hashes of the same password differ', async () => {
    const again = await hasher.hash(PASSWORD);
    expect(again).not.toBe(hash);
    await expect(hasher.verify(again, PASSWORD)).resolves.toBe(true);
  });

  it('verifies the right password', async () => {
    await expect(hasher.verify(hash, PASSWORD)).resolves.toBe(true);
  });

  it('refuses a wrong password, including one differing only in case or by a trailing space', async () => {
    await expect(hasher.verify(hash, 'wrong-password')).resolves.toBe(false);
    await expect(hasher.verify(hash, PASSWORD.toLowerCase())).resolves.toBe(false);
    await expect(hasher.verify(hash, `${PASSWORD} `)).resolves.toBe(false);
    await expect(hasher.verify(hash, '')).resolves.toBe(false);
  });

  it('refuses everything when there is no hash (unknown user)', async () => {
    await expect(hasher.verify(null, PASSWORD)).resolves.toBe(false);
  });

  it('refuses even the decoy password when there is no hash', async () => {
    await expect(hasher.verify(null, 'decoy-password-for-unknown-users')).resolves.toBe(false);
  });

  it('resolves false, without throwing, for a hash that is not argon2 at all', async () => {
    await expect(hasher.verify('garbage', PASSWORD)).resolves.toBe(false);
    await expect(hasher.verify('', PASSWORD)).resolves.toBe(false);
    await expect(hasher.verify('$argon2id$v=19$m=19456,p=1,t=2$truncated', PASSWORD)).resolves.toBe(false);
  });
});

describe('PasswordHasher pool', () => {
  it('computes at most `concurrency` hashes at once and turns away callers beyond `maxWaiting` with TOO_MANY_REQUESTS', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxWaiting: 2 });
    const hash = await hasher.hash(PASSWORD);
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => hasher.verify(hash, PASSWORD)));
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === true)).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1 });
  });

  it('turns away unknown users the same way (no difference an attacker could time or count)', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxWaiting: 0 });
    const outcomes = await Promise.allSettled([hasher.verify(null, PASSWORD), hasher.verify(null, PASSWORD)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
  });
});
