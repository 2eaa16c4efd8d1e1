import { describe, expect, it } from '@jest/globals';
import { CLOCK_SKEW_MS, mayServe } from './replica-set.js';

describe('which replica may serve a read', () => {
  const now = 1_000_000;
  const maxLag = 5000;

  it('one that answers and is within the allowed lag, for a caller who wrote nothing', () => {
    expect(mayServe({ answering: true, appliedUntil: now - 600 }, now, null, maxLag)).toBe(true);
    expect(mayServe({ answering: true, appliedUntil: now - maxLag }, now, null, maxLag)).toBe(true);
    expect(mayServe({ answering: true, appliedUntil: now - maxLag - 1 }, now, null, maxLag)).toBe(false);
    expect(mayServe({ answering: false, appliedUntil: now }, now, null, maxLag)).toBe(false);
  });

  it('only one that has applied past the caller’s last write, by more than the clocks may disagree', () => {
    const wrote = now - 3000;
    expect(mayServe({ answering: true, appliedUntil: wrote + CLOCK_SKEW_MS }, now, wrote, maxLag)).toBe(true);
    expect(mayServe({ answering: true, appliedUntil: wrote + CLOCK_SKEW_MS - 1 }, now, wrote, maxLag)).toBe(false);
    // Just wrote: no replica can have it yet.
    expect(mayServe({ answering: true, appliedUntil: now }, now, now - 10, maxLag)).toBe(false);
  });
});
