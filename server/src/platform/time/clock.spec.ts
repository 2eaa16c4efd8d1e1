import { describe, expect, it } from '@jest/globals';
import { Clock } from './clock.js';

describe('Clock', () => {
  it('tells the real time without CLOCK_START', () => {
    const before = Date.now();
    const now = new Clock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('starts at CLOCK_START and runs on at the real pace', async () => {
    const start = new Date('2027-03-01T05:00:00+08:00');
    const clock = new Clock({ clockStart: start });
    const first = clock.now().getTime();
    expect(first - start.getTime()).toBeGreaterThanOrEqual(0);
    expect(first - start.getTime()).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clock.now().getTime() - first).toBeGreaterThanOrEqual(25);
  });
});
