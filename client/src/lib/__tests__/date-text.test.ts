import fc from 'fast-check';
import { mediumDay, monthAndDay } from '../date-text';

describe('calendar days', () => {
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-PH', { ...options, timeZone: 'UTC' });
  const intlMedium = utc({ dateStyle: 'medium' });
  const intlMonthDay = utc({ day: 'numeric', month: 'short' });
  const days = fc
    .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('are written as Intl writes them, wherever the viewer is', () => {
    expect(mediumDay('2026-11-01')).toBe('Nov 1, 2026');
    expect(monthAndDay('2026-11-24')).toBe('Nov 24');
    fc.assert(
      fc.property(days, (day) => {
        const at = Date.parse(`${day}T00:00:00Z`);
        return mediumDay(day) === intlMedium.format(at) && monthAndDay(day) === intlMonthDay.format(at);
      }),
      { numRuns: 2000 },
    );
  });

  it('are null for what is not a calendar day', () => {
    for (const day of ['2026-02-31', '', '2026-11-1', 'Nov 1'])
      expect([mediumDay(day), monthAndDay(day)]).toEqual([null, null]);
  });
});
