import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import type { DatabaseTarget } from '../../src/config/database-url.js';

/** A throwaway database: a temp SQLite file, or a fresh MariaDB database dropped afterwards. */
export interface TestDatabase {
  readonly target: DatabaseTarget;
  drop(): Promise<void>;
}

export type DriverName = 'sqlite' | 'mariadb';

const MARIADB = {
  host: process.env.TEST_MYSQL_HOST ?? '127.0.0.1',
  port: Number(process.env.TEST_MYSQL_PORT ?? 3306),
  user: process.env.TEST_MYSQL_USER ?? 'root',
  password: process.env.TEST_MYSQL_PASSWORD ?? '',
};

let mariadbAnswers: Promise<boolean> | undefined;

/** One try at connecting. */
const answers = () =>
  mysql
    .createConnection({ ...MARIADB, connectTimeout: 5000 })
    .then(async (c) => {
      await c.end();
      return true;
    })
    .catch(() => false);

/**
 * Whether the MariaDB at 127.0.0.1:3306 answers (checked once per test file). Three tries a second
 * apart: with the browser suites beside it on two cores, a running server can miss one connect timeout.
 */
export function mariadbAvailable(): Promise<boolean> {
  mariadbAnswers ??= (async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await answers()) return true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return false;
  })();
  return mariadbAnswers;
}

export async function createTestDatabase(driver: DriverName): Promise<TestDatabase> {
  if (driver === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'waters-test-'));
    return {
      target: { kind: 'sqlite', file: join(dir, 'waters.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = `waters_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection(MARIADB);
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    target: { kind: 'mysql', ...MARIADB, database },
    drop: async () => {
      const c = await mysql.createConnection(MARIADB);
      await c.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await c.end();
    },
  };
}
