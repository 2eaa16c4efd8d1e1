import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  allocateFefo,
  bestBeforeOf,
  digitalLinkOf,
  isGtin,
  isSellableOn,
  labelDate,
  LOT_CODE_PATTERN,
  LOT_STATUSES,
  lotCodeFor,
  lotLetter,
  sellableUnits,
  type AllocatableLot,
} from '@waters/domain';
import fc from 'fast-check';

/*
 * The lot rules, checked against what they promise, written out here again: an allocation takes
 * only sellable lots, never more than a lot holds, as much as the sellable lots can give and no
 * more than wanted, and never a later best-before while an earlier sellable lot still has units.
 */
const RUNS = Number(process.env.LOTS_RUNS ?? 500);
const TODAY = '2026-11-29';

const day = fc.integer({ min: -20, max: 40 }).map((offset) => addDays(TODAY, offset));
const lot = (id: number) =>
  fc.record({
    id: fc.constant(id),
    status: fc.constantFrom(...LOT_STATUSES),
    bestBefore: day,
    quantityLeft: fc.integer({ min: 0, max: 30 }),
  });
const lots = fc
  .integer({ min: 0, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lot(i + 1))))
  .map((list) => list as AllocatableLot[]);

const sellable = (candidate: AllocatableLot) =>
  candidate.status === 'RELEASED' && candidate.bestBefore >= TODAY && candidate.quantityLeft > 0;

describe('first expired, first out', () => {
  it('takes only sellable lots, within what each holds, as much as asked or as there is, earliest best-before first', () => {
    fc.assert(
      fc.property(lots, fc.integer({ min: 0, max: 120 }), (list, quantity) => {
        const { takes, short } = allocateFefo(list, quantity, TODAY);
        const byId = new Map(list.map((candidate) => [candidate.id, candidate]));
        const taken = takes.reduce((sum, take) => sum + take.quantity, 0);
        const available = list.filter(sellable).reduce((sum, candidate) => sum + candidate.quantityLeft, 0);
        expect(taken).toBe(Math.min(quantity, available));
        expect(short).toBe(quantity - taken);
        expect(new Set(takes.map((take) => take.lotId)).size).toBe(takes.length);
        for (const take of takes) {
          const from = byId.get(take.lotId)!;
          expect(sellable(from)).toBe(true);
          expect(take.quantity).toBeGreaterThan(0);
          expect(take.quantity).toBeLessThanOrEqual(from.quantityLeft);
        }
        // A lot with a later best-before is opened only once every earlier sellable lot is used up.
        for (const take of takes) {
          const from = byId.get(take.lotId)!;
          for (const earlier of list.filter((other) => sellable(other) && other.bestBefore < from.bestBefore)) {
            const used = takes.find((other) => other.lotId === earlier.id)?.quantity ?? 0;
            expect(used).toBe(earlier.quantityLeft);
          }
        }
        expect(sellableUnits(list, TODAY)).toBe(available);
      }),
      { numRuns: RUNS },
    );
  });

  it('splits a line across lots: 6 wanted, 5 left in the earliest, 1 from the next', () => {
    const list: AllocatableLot[] = [
      { id: 2, status: 'RELEASED', bestBefore: '2026-12-20', quantityLeft: 9 },
      { id: 1, status: 'RELEASED', bestBefore: '2026-12-10', quantityLeft: 5 },
      { id: 3, status: 'ON_HOLD', bestBefore: '2026-12-01', quantityLeft: 9 },
      { id: 4, status: 'RELEASED', bestBefore: '2026-11-28', quantityLeft: 9 },
    ];
    expect(allocateFefo(list, 6, TODAY)).toEqual({
      takes: [
        { lotId: 1, quantity: 5 },
        { lotId: 2, quantity: 1 },
      ],
      short: 0,
    });
    expect(allocateFefo(list, 20, TODAY).short).toBe(6);
  });

  it('keeps to a minimum best-before when a line asks for one', () => {
    fc.assert(
      fc.property(lots, fc.integer({ min: 0, max: 60 }), day, (list, quantity, notBefore) => {
        const byId = new Map(list.map((candidate) => [candidate.id, candidate]));
        for (const take of allocateFefo(list, quantity, TODAY, notBefore).takes)
          expect(byId.get(take.lotId)!.bestBefore >= notBefore).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the lot rules', () => {
  it('sells a lot on its best-before day and not the day after; never a held or recalled one', () => {
    expect(isSellableOn({ status: 'RELEASED', bestBefore: TODAY }, TODAY)).toBe(true);
    expect(isSellableOn({ status: 'RELEASED', bestBefore: TODAY }, addDays(TODAY, 1))).toBe(false);
    expect(isSellableOn({ status: 'ON_HOLD', bestBefore: '2027-01-01' }, TODAY)).toBe(false);
    expect(isSellableOn({ status: 'RECALLED', bestBefore: '2027-01-01' }, TODAY)).toBe(false);
  });

  it('dates, codes and letters as labels and the staff write them', () => {
    expect(bestBeforeOf('2026-11-28', 180)).toBe('2027-05-27');
    expect(labelDate('2026-01-01')).toBe('01Jan2026');
    expect(labelDate('2027-12-31')).toBe('31Dec2027');
    expect(lotCodeFor('DRD', '2026-11-28', 0)).toBe('DRD-20261128-A');
    expect(lotCodeFor('SMK', '2026-11-28', 27)).toBe('SMK-20261128-AB');
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(lotLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), day, (index, production) =>
        expect(LOT_CODE_PATTERN.test(lotCodeFor('MAR', production, index))).toBe(true),
      ),
      { numRuns: RUNS },
    );
  });

  it('checks a GTIN by its check digit and writes the GS1 Digital Link of a lot', () => {
    expect(isGtin('4006381333931')).toBe(true);
    expect(isGtin('4006381333932')).toBe(false);
    expect(isGtin('96385074')).toBe(true);
    expect(isGtin('12345')).toBe(false);
    expect(digitalLinkOf('https://waters.example/', '4006381333931', 'DRD-20261128-A', '2027-05-27')).toBe(
      'https://waters.example/01/04006381333931/10/DRD-20261128-A?17=270527',
    );
  });
});
