import type { EntityManager } from 'typeorm';

/** One row of a counter table: its key columns and the amounts to add to its counter columns. */
export type CounterRow = Record<string, string | number>;

export interface CounterTable {
  name: string;
  keys: readonly string[];
  counters: readonly string[];
}

const compareKeys = (keys: readonly string[]) => (a: CounterRow, b: CounterRow) => {
  for (const key of keys) {
    if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  }
  return 0;
};

/** Rows with the same key become one, their amounts summed. */
function merged(table: CounterTable, rows: readonly CounterRow[]): CounterRow[] {
  const byKey = new Map<string, CounterRow>();
  for (const row of rows) {
    const key = table.keys.map((k) => String(row[k])).join('\u0000');
    const found = byKey.get(key);
    if (!found) byKey.set(key, { ...row });
    else for (const c of table.counters) found[c] = Number(found[c] ?? 0) + Number(row[c] ?? 0);
  }
  return [...byKey.values()];
}

/**
 * Adds amounts to counter rows, creating the rows that do not exist yet, in one statement within
 * the caller's transaction. Rows go in key order, so that two transactions touching the same rows
 * lock them in the same order and cannot deadlock on each other.
 */
export async function addToCounters(
  manager: EntityManager,
  table: CounterTable,
  rows: readonly CounterRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...table.keys, ...table.counters];
  const sorted = merged(table, rows).sort(compareKeys(table.keys));
  const values = sorted.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
  const mysql = manager.connection.options.type !== 'better-sqlite3';
  const add = table.counters
    .map((c) => (mysql ? `${c} = ${c} + VALUES(${c})` : `${c} = ${c} + excluded.${c}`))
    .join(', ');
  const upsert = mysql
    ? `ON DUPLICATE KEY UPDATE ${add}`
    : `ON CONFLICT (${table.keys.join(', ')}) DO UPDATE SET ${add}`;
  await manager.query(
    `INSERT INTO ${table.name} (${columns.join(', ')}) VALUES ${values} ${upsert}`,
    sorted.flatMap((row) => columns.map((c) => row[c] ?? 0)),
  );
}
