import { describe, expect, it } from '@jest/globals';
import { manilaDay } from '@waters/domain';
import { dailySeries } from './daily-series.js';

describe('daily series', () => {
  it('counts each order on its Manila day, every day of the period present', () => {
    // [1 Nov, 4 Nov) in Manila: 31 Oct 16:00 UTC to 3 Nov 16:00 UTC.
    const from = new Date('2026-10-31T16:00:00.000Z');
    const to = new Date('2026-11-03T16:00:00.000Z');
    const placed = [
      new Date('2026-10-31T16:00:00.000Z'),
      new Date('2026-11-01T15:59:59.999Z'),
      new Date('2026-11-02T23:00:00.000Z'),
    ];
    const approved = [
      { at: new Date('2026-11-01T17:00:00.000Z'), centavos: 12_550 },
      { at: new Date('2026-11-01T18:00:00.000Z'), centavos: 450 },
    ];
    const figures = [
      ...placed.map((at) => ({ day: manilaDay(at), ordersPlaced: 1, approvedCentavos: 0 })),
      ...approved.map(({ at, centavos }) => ({ day: manilaDay(at), ordersPlaced: 0, approvedCentavos: centavos })),
      // Outside the period: left out.
      { day: '2026-11-04', ordersPlaced: 5, approvedCentavos: 100 },
    ];
    expect(dailySeries(from, to, figures)).toEqual([
      { day: '2026-11-01', ordersPlaced: 2, approvedCentavos: 0 },
      { day: '2026-11-02', ordersPlaced: 0, approvedCentavos: 13_000 },
      { day: '2026-11-03', ordersPlaced: 1, approvedCentavos: 0 },
    ]);
  });
});
