import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { WindowCounter } from './window-counter.js';

describe('WindowCounter', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('allows its points per window, then answers the milliseconds until the window ends', () => {
    const counter = new WindowCounter(3, 60_000);
    expect([counter.count('a'), counter.count('a'), counter.count('a')]).toEqual([0, 0, 0]);
    jest.advanceTimersByTime(10_000);
    expect(counter.count('a')).toBe(50_000);
    expect(counter.count('b')).toBe(0);
  });

  it('starts a new window when the last one has ended, and forgets ended windows', () => {
    const counter = new WindowCounter(1, 60_000);
    counter.count('a');
    jest.advanceTimersByTime(59_999);
    expect(counter.count('a')).toBe(1);
    jest.advanceTimersByTime(1);
    expect(counter.count('a')).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect((counter as unknown as { windows: Map<string, unknown> }).windows.size).toBe(0);
  });

  it('refuses exactly where RateLimiterMemory does, with the same wait', async () => {
    const counter = new WindowCounter(5, 60_000);
    const library = new RateLimiterMemory({ points: 5, duration: 60 });
    for (let i = 0; i < 9; i++) {
      const ours = counter.count('ip');
      const theirs = await library.consume('ip').then(
        () => 0,
        (refusal: RateLimiterRes) => refusal.msBeforeNext,
      );
      expect(ours).toBe(theirs);
      jest.advanceTimersByTime(7_000);
    }
  });
});
