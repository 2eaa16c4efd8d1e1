import fc from 'fast-check';
import { formatDeliveryDate } from '../delivery-date';

describe('formatDeliveryDate', () => {
  it('writes a day as "Mon 30 Nov 2026"', () => {
    expect(formatDeliveryDate('2026-11-30')).toBe('Mon 30 Nov 2026');
    expect(formatDeliveryDate('2026-12-05')).toBe('Sat 5 Dec 2026');
    expect(formatDeliveryDate('2027-01-01')).toBe('Fri 1 Jan 2027');
    expect(formatDeliveryDate('2028-02-29')).toBe('Tue 29 Feb 2028');
  });

  it('is the calendar day itself in any time zone: the same as Intl reads it in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const written = (date: Date) => {
      const part = Object.fromEntries(intl.formatToParts(date).map(({ type, value }) => [type, value]));
      return `${part.weekday} ${part.day} ${part.month} ${part.year}`;
    };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const day = instant.toISOString().slice(0, 10);
          expect(formatDeliveryDate(day)).toBe(written(new Date(`${day}T00:00:00Z`)));
        },
      ),
    );
  });

  it('shows nothing for no day and anything that is not a real day as given', () => {
    expect(formatDeliveryDate(null)).toBe('');
    expect(formatDeliveryDate(undefined)).toBe('');
    expect(formatDeliveryDate('2026-02-31')).toBe('2026-02-31');
    expect(formatDeliveryDate('30/11/2026')).toBe('30/11/2026');
  });
});
