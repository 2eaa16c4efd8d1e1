import type { QueryRunner, TableColumnOptions } from 'typeorm';

export const isMysql = (runner: QueryRunner) => ['mysql', 'mariadb'].includes(runner.connection.driver.options.type);

/** Column builders shared by every table: one definition, both drivers. */
export function columns(runner: QueryRunner) {
  const mysql = isMysql(runner);
  // MySQL/MariaDB databases often default to latin1; text columns must hold any Unicode.
  const unicode = mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_bin' } : {};
  return {
    id: (name = 'id'): TableColumnOptions => ({
      name,
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    }),
    varchar: (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable: false,
      ...unicode,
      ...extra,
    }),
    text: (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true, ...unicode }),
    integer: (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'integer',
      isNullable: false,
      ...extra,
    }),
    bigint: (name: string): TableColumnOptions => ({ name, type: 'bigint', isNullable: false }),
    boolean: (name: string, defaultValue: boolean): TableColumnOptions => ({
      name,
      type: 'boolean',
      isNullable: false,
      default: defaultValue ? 1 : 0,
    }),
    timestamp: (name: string, nullable = false): TableColumnOptions => ({
      name,
      type: 'datetime',
      precision: 3,
      isNullable: nullable,
    }),
  };
}
