import { manilaDay } from '@waters/domain';
import { manilaHour } from '../../../platform/time/manila-day.js';

/**
 * The periods the order figures are kept by: each one's tables (totals, and sales by product type),
 * its key column, the key of an instant, and the same key in SQL (one format in both dialects, UTC+8
 * all year). The writer, the rebuild and the reads all take them from here.
 */
export const KEPT_PERIODS = {
  days: { totals: 'order_days', types: 'order_day_types', column: 'manila_day', format: '%Y-%m-%d', of: manilaDay },
  hours: {
    totals: 'order_hours',
    types: 'order_hour_types',
    column: 'manila_hour',
    format: '%Y-%m-%d %H',
    of: manilaHour,
  },
} as const;

export type KeptPeriod = (typeof KEPT_PERIODS)[keyof typeof KEPT_PERIODS];

/** Days, then hours: the order their tables are written (and locked) in. */
export const PERIODS_IN_ORDER: readonly KeptPeriod[] = [KEPT_PERIODS.days, KEPT_PERIODS.hours];
