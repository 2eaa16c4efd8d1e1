import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { GIVE_UP_AFTER_MS, givesUp, nextAttemptDelayMs, RETRY_CAP_MS } from './retry-schedule.js';

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const attempt = fc.integer({ min: 1, max: 1000 });

describe('retry schedule', () => {
  it('starts at 5 s and steps up to every 4 h', () => {
    const middle = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => nextAttemptDelayMs(n, middle) / 1000)).toEqual([
      5, 30, 120, 600, 1800, 3600, 7200, 14400, 14400,
    ]);
  });

  it('stays within ±10 % of the plain delay and never exceeds the cap', () => {
    fc.assert(
      fc.property(attempt, unit, (n, random) => {
        const delay = nextAttemptDelayMs(n, () => random);
        const plain = nextAttemptDelayMs(n, () => 0.5);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(plain * 0.9));
        expect(delay).toBeLessThanOrEqual(Math.ceil(plain * 1.1));
        expect(delay).toBeLessThanOrEqual(RETRY_CAP_MS);
        expect(delay).toBeGreaterThan(0);
      }),
    );
  });

  it('never shortens from one attempt to the next (for the same jitter)', () => {
    fc.assert(
      fc.property(attempt, unit, (n, random) => {
        expect(nextAttemptDelayMs(n + 1, () => random)).toBeGreaterThanOrEqual(nextAttemptDelayMs(n, () => random));
      }),
    );
  });

  it('keeps retrying with gaps of at most the cap until 24 h have passed, in a bounded number of attempts', () => {
    fc.assert(
      fc.property(
        fc.array(unit, { minLength: 30, maxLength: 30 }),
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }),
        (randoms, first) => {
          let at = first.getTime();
          let attempts = 1;
          while (!givesUp(first, new Date(at))) {
            const delay = nextAttemptDelayMs(attempts, () => randoms[attempts]);
            expect(delay).toBeLessThanOrEqual(RETRY_CAP_MS);
            at += delay;
            attempts++;
            expect(attempts).toBeLessThanOrEqual(16);
          }
          expect(at - first.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
          expect(at - first.getTime()).toBeLessThan(GIVE_UP_AFTER_MS + RETRY_CAP_MS);
        },
      ),
    );
  });

  it('gives up 24 h after the first attempt, not before', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    expect(givesUp(first, new Date(first.getTime() + GIVE_UP_AFTER_MS - 1))).toBe(false);
    expect(givesUp(first, new Date(first.getTime() + GIVE_UP_AFTER_MS))).toBe(true);
    expect(givesUp(first, first)).toBe(false);
  });
});
