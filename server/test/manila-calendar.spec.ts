import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  DAY_MS,
  instantMs,
  isCalendarDay,
  MANILA_OFFSET_MS,
  manilaDateTime,
  manilaDay,
  manilaDayEnd,
  manilaDayStart,
  manilaMidnight,
  weekdayOf,
} from '@waters/domain';

/** The Manila calendar of packages/domain (manila-calendar.ts): UTC+8 all year, days named YYYY-MM-DD. */
describe('the Manila calendar', () => {
  it('is eight hours ahead of UTC, with no daylight saving', () => {
    expect(MANILA_OFFSET_MS).toBe(8 * 60 * 60 * 1000);
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
    // The same offset in June as in January.
    expect(manilaDateTime(new Date('2026-01-15T04:00:00Z'))).toBe('2026-01-15 12:00:00');
    expect(manilaDateTime(new Date('2026-06-15T04:00:00Z'))).toBe('2026-06-15 12:00:00');
  });

  it('turns the day at 16:00 UTC, for a Date and for ISO text alike', () => {
    expect(manilaDay(new Date('2026-03-15T15:59:59.999Z'))).toBe('2026-03-15');
    expect(manilaDay(new Date('2026-03-15T16:00:00.000Z'))).toBe('2026-03-16');
    expect(manilaDay('2026-03-15T15:59:59.999Z')).toBe('2026-03-15');
    expect(manilaDay('2026-03-16T00:00:00.000+08:00')).toBe('2026-03-16');
    expect(manilaDateTime('2026-03-15T15:59:59.999Z')).toBe('2026-03-15 23:59:59');
    expect(manilaDateTime(new Date('2026-03-15T16:00:00.000Z'))).toBe('2026-03-16 00:00:00');
    expect(manilaMidnight(new Date('2026-03-15T15:59:59.999Z'))).toEqual(new Date('2026-03-14T16:00:00.000Z'));
    expect(manilaMidnight('2026-03-15T16:00:00.000Z')).toEqual(new Date('2026-03-15T16:00:00.000Z'));
    expect(instantMs('2026-03-15T16:00:00.000Z')).toBe(instantMs(new Date('2026-03-15T16:00:00.000Z')));
  });

  it('names the instants a Manila day starts and ends (the next day’s first instant)', () => {
    expect(manilaDayStart('2026-03-16')).toEqual(new Date('2026-03-15T16:00:00.000Z'));
    expect(manilaDayEnd('2026-03-16')).toEqual(new Date('2026-03-16T16:00:00.000Z'));
    // Across a year's end: the Manila new year starts at 16:00 UTC on 31 December.
    expect(manilaDayStart('2027-01-01')).toEqual(new Date('2026-12-31T16:00:00.000Z'));
    expect(manilaDayEnd('2026-12-31')).toEqual(manilaDayStart('2027-01-01'));
    expect(manilaDay(manilaDayStart('2027-01-01')!)).toBe('2027-01-01');
  });

  it('knows the leap day: 29 February 2028 exists, 29 February 2026 does not', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(manilaDayStart('2028-02-29')).toEqual(new Date('2028-02-28T16:00:00.000Z'));
    expect(manilaDayEnd('2028-02-29')).toEqual(new Date('2028-02-29T16:00:00.000Z'));
    expect(manilaDay(new Date('2028-02-28T16:00:00.000Z'))).toBe('2028-02-29');
    expect(weekdayOf('2028-02-29')).toBe(2); // a Tuesday
  });

  it('refuses a day that does not exist, such as 30 February, and what is not a day at all', () => {
    for (const bad of [
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '26-01-01',
      '2026-01-01T00:00:00Z',
      'today',
      '',
      null,
      undefined,
      20260101,
    ]) {
      expect(isCalendarDay(bad)).toBe(false);
    }
    expect(manilaDayStart('2026-02-30')).toBeNull();
    expect(manilaDayEnd('2026-02-30')).toBeNull();
    expect(manilaDayStart('not a day')).toBeNull();
    expect(isCalendarDay('2026-02-28')).toBe(true);
  });

  it('moves days across months and years, both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-11-30', 0)).toBe('2026-11-30');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('reads ISO weekdays, Sunday as 7', () => {
    expect(weekdayOf('2026-11-29')).toBe(7); // a Sunday
    expect(weekdayOf('2026-11-30')).toBe(1); // a Monday
    expect(weekdayOf('2026-12-05')).toBe(6); // a Saturday
    expect(weekdayOf('2027-01-03')).toBe(7); // the first Sunday of 2027
  });
});
