import { Column, type ColumnOptions } from 'typeorm';

/** Timestamps with millisecond precision, stored in UTC on both drivers. */
export const TimestampColumn = (options: ColumnOptions = {}) => Column({ type: 'datetime', precision: 3, ...options });

/** A Date as a parameter of raw SQL, in the form both drivers store DATETIME(3): UTC 'YYYY-MM-DD HH:MM:SS.mmm'. */
export const sqlDateTime = (date: Date): string => date.toISOString().replace('T', ' ').replace('Z', '');

/** A DATETIME(3) as a raw query returns it (a Date from mysql2, UTC text from SQLite), as a Date. */
export function sqlInstant(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string')
    return new Date(/(Z|[+-]\d\d:?\d\d)$/i.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  throw new TypeError(`Not a DATETIME value: ${String(value)}`);
}
