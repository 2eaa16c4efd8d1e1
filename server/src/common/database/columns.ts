import { Column, type ColumnOptions } from 'typeorm';

/** Timestamps with millisecond precision, stored in UTC on both drivers. */
export const TimestampColumn = (options: ColumnOptions = {}) => Column({ type: 'datetime', precision: 3, ...options });
