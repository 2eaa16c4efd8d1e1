import { addDays } from '@waters/domain';
import {
  describePeriod,
  manilaToday,
  monthOf,
  PERIOD_MESSAGES,
  periodError,
  periodOfRange,
  periodVariables,
  PRESETS,
} from '../period';

describe('reporting periods (Manila calendar days)', () => {
  it('takes today from Manila, not from UTC', () => {
    expect(manilaToday(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(manilaToday(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });

  it('builds the presets around today', () => {
    expect(PRESETS.Today('2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(PRESETS['Last 7 days']('2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(PRESETS['This month']('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('sends [Manila midnight of the first day, Manila midnight after the last day) in UTC', () => {
    expect(periodVariables({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-30T16:00:00.000Z',
    });
    expect(periodOfRange('2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('refuses empty, reversed and over-long periods (the server allows at most 366 days)', () => {
    expect(periodError({ from: '', to: '2026-11-30' })).toBe(PERIOD_MESSAGES.missing);
    expect(periodError({ from: '2026-02-30', to: '2026-03-01' })).toBe(PERIOD_MESSAGES.missing);
    expect(periodError({ from: '2026-11-02', to: '2026-11-01' })).toBe(PERIOD_MESSAGES.reversed);
    expect(periodError({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(periodError({ from: '2026-01-01', to: '2027-01-02' })).toBe(PERIOD_MESSAGES.tooLong);
  });

  it('names a period for people', () => {
    expect(describePeriod({ from: '2026-11-01', to: '2026-11-30' })).toBe('Nov 1, 2026 to Nov 30, 2026');
    expect(describePeriod({ from: '2026-11-22', to: '2026-11-22' })).toBe('Nov 22, 2026');
  });
});
