import { sqlDateTime } from '../../../database/entity-columns.js';
import { splitForFigures, type FigureSplit } from '../../../platform/time/manila-day.js';
import { KEPT_PERIODS, type KeptPeriod } from './kept-periods.js';

/*
 * The statements reading the kept figures of a period, as SQL and parameters: whole days and whole
 * hours from the kept tables, the minutes left from the orders.
 */

/** SQL and parameters: one part of a statement. */
export interface Sql {
  text: string;
  params: unknown[];
}

/** `column` within [first, end). */
const inRange = (column: string, { first, end }: { first: string; end: string }): Sql => ({
  text: `${column} >= ? AND ${column} < ?`,
  params: [first, end],
});

/**
 * `column` within one stretch, e.g. (d >= ? AND d < ?). Each stretch is its own part of a statement,
 * never ORed with another: SQLite plans (status, d) ranges joined by OR as a scan of the whole index
 * (80–100 ms a dashboard at a million orders).
 */
export function within(column: string, { from, to }: { from: Date; to: Date }): Sql {
  return inRange(column, { first: sqlDateTime(from), end: sqlDateTime(to) });
}

/** Parts joined by UNION ALL into one statement (one round trip, one snapshot). */
const unionAll = (parts: (Sql | null)[]): Sql => {
  const present = parts.filter((part): part is Sql => part !== null);
  return { text: present.map((p) => p.text).join(' UNION ALL '), params: present.flatMap((p) => p.params) };
};

export type Stretch = FigureSplit['stretches'][number];

/**
 * One statement for a period: `kept` reads the whole days and, for each partial day (`day`), its
 * whole hours from the kept tables, within `where`; `fromOrders` reads the stretches left (under
 * two hours at each end).
 */
export function figuresOf(
  from: Date,
  to: Date,
  kept: (tables: KeptPeriod, where: Sql, day?: string) => Sql,
  fromOrders: (stretch: Stretch) => Sql[],
): Sql {
  const { days, hours, stretches } = splitForFigures(from, to);
  return unionAll([
    days && kept(KEPT_PERIODS.days, inRange(KEPT_PERIODS.days.column, days)),
    ...hours.map(({ day, ...range }) => kept(KEPT_PERIODS.hours, inRange(KEPT_PERIODS.hours.column, range), day)),
    ...stretches.flatMap(fromOrders),
  ]);
}
