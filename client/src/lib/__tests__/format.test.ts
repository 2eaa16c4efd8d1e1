import fc from 'fast-check';
import {
  formatClockTime,
  formatCompactPeso,
  formatCount,
  formatMediumDate,
  formatPeso,
  formatShortDate,
} from '../format';

const intl = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

describe('formatPeso', () => {
  it('writes pesos as Intl does for en-PH', () => {
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(120)).toBe('₱120.00');
    expect(formatPeso(1234.5)).toBe('₱1,234.50');
    expect(formatPeso(1_000_000)).toBe('₱1,000,000.00');
    expect(formatPeso(-1234.567)).toBe('-₱1,234.57');
  });

  it('rounds the number as written, half away from zero, as Intl does', () => {
    for (const amount of [1.005, 2.675, 0.005, 0.125, 999_999.995, -0.001, -0, 0.0049, 10.994999])
      expect(formatPeso(amount)).toBe(intl.format(amount));
  });

  it('hands what it does not write itself to Intl', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 1e-7])
      expect(formatPeso(amount)).toBe(intl.format(amount));
  });

  it('agrees with Intl on any amount and on any price in centavos', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        (amount) => formatPeso(amount) === intl.format(amount),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (centavos) => formatPeso(centavos / 100) === intl.format(centavos / 100),
      ),
    );
  });
});

describe('dates', () => {
  it('are written in Philippine time', () => {
    expect(formatMediumDate('2026-11-21T05:31:15Z')).toBe('Nov 21, 2026, 1:31:15 PM');
    expect(formatShortDate('2026-11-21T05:31:15Z')).toBe('11/21/26, 1:31 PM');
    expect(formatMediumDate(null)).toBe('');
    expect(formatClockTime(new Date('2026-11-21T16:05:00Z'))).toBe('12:05 AM');
  });

  const manila = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-PH', { ...options, timeZone: 'Asia/Manila' });
  const intlMedium = manila({ dateStyle: 'medium', timeStyle: 'medium' });
  const intlShort = manila({ dateStyle: 'short', timeStyle: 'short' });
  const intlTime = manila({ hour: 'numeric', minute: '2-digit' });
  // Manila's last daylight saving (in the time zone database since 2024) was in 1990; Intl writes
  // years past 9999 its own way.
  const instants = fc.date({
    min: new Date('1991-01-01T00:00:00+08:00'),
    max: new Date('9999-12-31T23:59:59+08:00'),
    noInvalidDate: true,
  });

  it('agree with Intl at any instant since Manila last changed its clocks', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const iso = date.toISOString();
        return (
          formatMediumDate(iso) === intlMedium.format(date) &&
          formatShortDate(iso) === intlShort.format(date) &&
          formatClockTime(date) === intlTime.format(date)
        );
      }),
      { numRuns: 2000 },
    );
    // Midnight, noon and the turn of the year and of the century, in Manila.
    for (const iso of ['2026-12-31T16:00:00Z', '2026-11-21T04:00:00Z', '2099-12-31T15:59:59Z', '1999-12-31T16:00:00Z'])
      expect([formatMediumDate(iso), formatShortDate(iso)]).toEqual([
        intlMedium.format(new Date(iso)),
        intlShort.format(new Date(iso)),
      ]);
  });

  it('hand earlier and later instants to Intl, and an invalid one to its RangeError', () => {
    // 1990-06-01: Manila kept daylight saving time (UTC+9) from May 21 to July 28, 1990.
    for (const iso of [
      '1990-06-01T00:00:00Z',
      '1990-05-20T16:00:00Z',
      '1978-06-01T00:00:00Z',
      '1900-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
    ])
      expect(formatMediumDate(iso)).toBe(intlMedium.format(new Date(iso)));
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
  });
});

describe('formatCompactPeso', () => {
  const intl = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', notation: 'compact' });

  it('writes the value axis as Intl does', () => {
    expect(formatCompactPeso(0)).toBe('₱0');
    expect(formatCompactPeso(2500)).toBe('₱2.5K');
    expect(formatCompactPeso(4000)).toBe('₱4K');
    expect(formatCompactPeso(999.5)).toBe('₱1K');
    expect(formatCompactPeso(123_456)).toBe('₱123K');
    expect(formatCompactPeso(1_250_000)).toBe('₱1.3M');
    expect(formatCompactPeso(1e15)).toBe('₱1000T');
    expect(formatCompactPeso(-1500)).toBe('-₱1.5K');
  });

  it('agrees with Intl on any amount, and hands it what it does not write itself', () => {
    for (const amount of [
      9_999_500_000_000_000, 1234.5e12, 5.55, 12.5, 99.9, 9949, 9950, 99_499, 99_500, 999_499, 999_500, 1.45, 0.004567,
      -0, 0.5,
    ])
      expect(formatCompactPeso(amount)).toBe(intl.format(amount));
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7])
      expect(formatCompactPeso(amount)).toBe(intl.format(amount));
    fc.assert(
      fc.property(
        fc.double({ min: -1e16, max: 1e16, noNaN: true }),
        (amount) => formatCompactPeso(amount) === intl.format(amount),
      ),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (amount) => formatCompactPeso(amount) === intl.format(amount),
      ),
      { numRuns: 5000 },
    );
  });
});

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString does for en-PH', () => {
    expect(formatCount(1_000_000)).toBe('1,000,000');
    for (const count of [0, -0, 999, 1000, -1234567, Number.MAX_SAFE_INTEGER, 1.5, Number.NaN])
      expect(formatCount(count)).toBe(count.toLocaleString('en-PH'));
    fc.assert(fc.property(fc.integer(), (count) => formatCount(count) === count.toLocaleString('en-PH')));
  });
});
