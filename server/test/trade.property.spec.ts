import { describe, expect, it } from '@jest/globals';
import {
  acceptsQuantity,
  addDays,
  LINE_QUANTITY_MAX,
  nextAcceptedQuantity,
  nextOccurrence,
  occurrencePlacedOn,
  occurrencesBetween,
  orderAmountShortfall,
  pesoText,
  placingDayOf,
  quantityShortfall,
  tiersOn,
  unitCentavosFor,
  weekdayOf,
  type TradePriceRow,
} from '@waters/domain';
import fc from 'fast-check';

/*
 * The trade rules against what they promise, written out again here: a line pays the tier its
 * quantity reaches (retail below every tier), the quantities a rule accepts are exactly the
 * multiples at or above the minimum, and a standing schedule's occurrences are its weekdays.
 */
const RUNS = Number(process.env.TRADE_RUNS ?? 500);
const TODAY = '2026-11-29';

const day = fc.integer({ min: -30, max: 30 }).map((offset) => addDays(TODAY, offset));
const window = fc
  .tuple(fc.option(day, { nil: null }), fc.option(day, { nil: null }))
  .map(([a, b]) => (a !== null && b !== null && a > b ? [b, a] : [a, b]) as [string | null, string | null]);
const row = fc.record({
  productId: fc.constant('DRD-001'),
  minQuantity: fc.integer({ min: 1, max: 60 }),
  unitCentavos: fc.integer({ min: 1, max: 100_000 }),
  window,
});
const rows = fc
  .array(row, { maxLength: 8 })
  .map((list) =>
    list.map(({ window: [validFrom, validTo], ...rest }): TradePriceRow => ({ ...rest, validFrom, validTo })),
  );
const rule = fc.record({
  minQuantity: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  multiple: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
});

describe('trade prices', () => {
  it('a line pays the price of the highest tier its quantity reaches among the rows valid that day, else retail', () => {
    fc.assert(
      fc.property(rows, day, fc.integer({ min: 1, max: LINE_QUANTITY_MAX }), (list, on, quantity) => {
        const retail = 30_000;
        const valid = list.filter((r) => (r.validFrom ?? on) <= on && on <= (r.validTo ?? on));
        const reached = valid.filter((r) => r.minQuantity <= quantity);
        const top = Math.max(0, ...reached.map((r) => r.minQuantity));
        // Among rows of the reached quantity, the one that started latest is the newer decision.
        const newest = reached
          .filter((r) => r.minQuantity === top)
          .sort((a, b) => (b.validFrom ?? '').localeCompare(a.validFrom ?? ''))[0];
        expect(unitCentavosFor(retail, tiersOn(list, on), quantity)).toBe(newest?.unitCentavos ?? retail);
      }),
      { numRuns: RUNS },
    );
  });

  it('tiers are exact at their boundary: one below pays the tier before', () => {
    const tiers = tiersOn(
      [
        { productId: 'P', minQuantity: 10, unitCentavos: 26_000, validFrom: null, validTo: null },
        { productId: 'P', minQuantity: 50, unitCentavos: 24_000, validFrom: null, validTo: '2026-11-29' },
      ],
      TODAY,
    );
    expect([9, 10, 49, 50].map((q) => unitCentavosFor(27_000, tiers, q))).toEqual([27_000, 26_000, 26_000, 24_000]);
    expect(
      unitCentavosFor(
        27_000,
        tiersOn(
          tiers.map((t) => ({ ...t, productId: 'P', validFrom: null, validTo: '2026-11-28' })),
          TODAY,
        ),
        50,
      ),
    ).toBe(27_000);
  });
});

describe('trade quantities', () => {
  it("accepts exactly the multiples at or above the minimum (Spree's 48 in 24s: 48, 72, 96, never 50)", () => {
    const spree = { minQuantity: 48, multiple: 24 };
    expect([24, 48, 50, 72, 96].map((q) => acceptsQuantity(spree, q))).toEqual([false, true, false, true, true]);
    fc.assert(
      fc.property(rule, fc.integer({ min: 1, max: LINE_QUANTITY_MAX }), (r, quantity) => {
        const accepted = quantity >= (r.minQuantity ?? 1) && quantity % (r.multiple ?? 1) === 0;
        expect(acceptsQuantity(r, quantity)).toBe(accepted);
        const next = nextAcceptedQuantity(r, quantity);
        if (next !== null) {
          expect(acceptsQuantity(r, next)).toBe(true);
          for (let q = quantity; q < next; q++) expect(acceptsQuantity(r, q)).toBe(false);
        }
        expect(quantityShortfall(r, 'Tuyo', quantity) === null).toBe(accepted);
      }),
      { numRuns: RUNS },
    );
  });

  it('says what is missing in the words the buyer reads', () => {
    expect(quantityShortfall({ minQuantity: null, multiple: 12 }, 'Tuyo', 10)).toBe(
      'add 2 more packs of Tuyo — sold to trade in 12s',
    );
    expect(quantityShortfall({ minQuantity: 12, multiple: null }, 'Tuyo', 11)).toBe(
      'add 1 more pack of Tuyo — at least 12 for trade',
    );
    expect(orderAmountShortfall('Restaurant', 500_000, 380_000)).toBe(
      'add ₱1,200.00 more — Restaurant orders start at ₱5,000.00',
    );
    expect(orderAmountShortfall('Restaurant', 500_000, 500_000)).toBeNull();
    expect([0, 5, 100_000, 123_456_789].map(pesoText)).toEqual(['₱0.00', '₱0.05', '₱1,000.00', '₱1,234,567.89']);
  });
});

describe('standing schedules', () => {
  const schedule = fc.record({
    weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    startsOn: day,
    endsOn: fc.option(day, { nil: null }),
  });

  it('occurrences are the schedule weekdays inside its window; each is placed on exactly one day', () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: 0, max: 7 }), (s, lead) => {
        const dates = occurrencesBetween(s, addDays(TODAY, -40), addDays(TODAY, 40));
        for (const date of dates) {
          expect(s.weekdays).toContain(weekdayOf(date));
          expect(date >= s.startsOn && (s.endsOn === null || date <= s.endsOn)).toBe(true);
          expect(occurrencePlacedOn(s, placingDayOf(date, lead), lead)).toBe(date);
        }
        const next = nextOccurrence(s, TODAY, lead);
        const expected = dates.find((d) => d >= addDays(TODAY, lead)) ?? null;
        if (expected !== null && expected <= addDays(TODAY, 40)) expect(next).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('a skipped date is passed over', () => {
    const s = { weekdays: [2], startsOn: '2026-11-01', endsOn: null };
    expect(nextOccurrence(s, TODAY, 1)).toBe('2026-12-01');
    expect(nextOccurrence(s, TODAY, 1, new Set(['2026-12-01']))).toBe('2026-12-08');
  });
});
