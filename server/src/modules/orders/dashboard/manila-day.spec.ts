import { describe, expect, it } from '@jest/globals';
import { manilaDayOf } from './manila-day.js';

describe('manilaDayOf', () => {
  it.each([
    // UTC instant                 Manila day starts (UTC)       and ends (UTC)
    ['2026-03-15T00:00:00.000Z', '2026-03-14T16:00:00.000Z', '2026-03-15T16:00:00.000Z'],
    ['2026-03-15T15:59:59.999Z', '2026-03-14T16:00:00.000Z', '2026-03-15T16:00:00.000Z'],
    ['2026-03-15T16:00:00.000Z', '2026-03-15T16:00:00.000Z', '2026-03-16T16:00:00.000Z'],
    ['2026-03-14T16:00:00.000Z', '2026-03-14T16:00:00.000Z', '2026-03-15T16:00:00.000Z'],
    ['2026-12-31T20:30:00.000Z', '2026-12-31T16:00:00.000Z', '2027-01-01T16:00:00.000Z'],
    ['2028-02-28T17:00:00.000Z', '2028-02-28T16:00:00.000Z', '2028-02-29T16:00:00.000Z'],
  ])('%s lies in the Manila day [%s, %s)', (now, start, end) => {
    const day = manilaDayOf(new Date(now));
    expect(day.start.toISOString()).toBe(start);
    expect(day.end.toISOString()).toBe(end);
  });
});
