import fc from 'fast-check';
import { formatMediumDate, formatPeso, formatShortDate } from '../format';

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
  });
});
