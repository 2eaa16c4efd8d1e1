import { statementMonthLabel, statementMonths } from '../utils/statement-months';

describe('the months a statement can be asked for', () => {
  it('goes back to the month the account was approved in, that month counted in Manila', () => {
    // 20:00 UTC on 31 October is 04:00 on 1 November in Manila.
    expect(statementMonths('2026-11-30', '2026-10-31T20:00:00.000Z')).toEqual(['2026-11']);
    expect(statementMonths('2026-11-30', '2026-10-31T15:00:00.000Z')).toEqual(['2026-11', '2026-10']);
    expect(statementMonths('2026-02-03', '2025-12-15T02:00:00.000Z')).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('offers a year at most, this month included, or a year when the approval day is not known', () => {
    const months = statementMonths('2026-11-30', '2024-01-10T02:00:00.000Z');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-11');
    expect(months[11]).toBe('2025-12');
    expect(statementMonths('2026-11-30', null)).toEqual(months);
  });

  it('names the month still running as counted to date', () => {
    expect(statementMonthLabel('2026-11', '2026-11-30')).toBe('November 2026 (to date)');
    expect(statementMonthLabel('2026-10', '2026-11-30')).toBe('October 2026');
  });
});
