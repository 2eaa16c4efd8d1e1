import { createHash } from 'node:crypto';
import type { DataSource, Migration } from 'typeorm';

/** How long an instance waits for another one's migrations and seeding before it gives up. */
const WAIT_SECONDS = 120;

/** MySQL lock names are server-wide and at most 64 characters: one per database. */
function lockName(database: unknown): string {
  return `waters:boot:${createHash('sha256').update(String(database)).digest('hex').slice(0, 40)}`;
}

/**
 * Runs the work (migrations, seeding) while holding the database's boot lock, so that instances
 * started together take turns: MySQL/MariaDB's GET_LOCK on a connection of its own, released
 * however the work ends (and by the server if the process dies). SQLite is one process's file:
 * the servers of that process (tests start several) take turns.
 */
export async function withBootLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') return inTurn(String(dataSource.options.database), work);
  const name = lockName(dataSource.options.database);
  const runner = dataSource.createQueryRunner();
  try {
    const [{ locked }] = (await runner.query('SELECT GET_LOCK(?, ?) AS locked', [name, WAIT_SECONDS])) as {
      locked: unknown;
    }[];
    if (Number(locked) !== 1)
      throw new Error(
        `Another instance held the database's boot lock for over ${WAIT_SECONDS} s (migrations or seeding still running?).`,
      );
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await runner.release();
  }
}

const turns = new Map<string, Promise<unknown>>();

function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const result = (turns.get(key) ?? Promise.resolve()).then(work);
  turns.set(
    key,
    result.catch(() => undefined),
  );
  return result;
}

/** The pending migrations, each in its own transaction, under the boot lock; returns those it ran. */
export function migrate(dataSource: DataSource): Promise<Migration[]> {
  return withBootLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
}
