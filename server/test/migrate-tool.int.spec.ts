import { APP_SCHEMA } from '../src/app-schema.js';
import { nativeBindingEnv } from './support/built-server.js';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';

const TOOL = fileURLToPath(new URL('../dist/tools/migrate.js', import.meta.url));
const run = promisify(execFile);

const urlOf = (db: TestDatabase) =>
  db.target.kind === 'sqlite'
    ? `sqlite:${db.target.file}`
    : `mysql://${db.target.user}${db.target.password ? `:${db.target.password}` : ''}@${db.target.host}:${db.target.port}/${db.target.database}`;

eachDatabase('npm run migrate', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(driver);
  });
  afterAll(() => db?.drop());

  it('migrates an empty database once however many pipelines run it at the same time, then says it is up to date', async () => {
    expect(existsSync(TOOL)).toBe(true);
    const env = { PATH: process.env.PATH ?? '', ...nativeBindingEnv(), DATABASE_URL: urlOf(db), NODE_ENV: 'test' };
    const runs = driver === 'sqlite' ? 1 : 3;
    const outputs = await Promise.all(Array.from({ length: runs }, () => run(process.execPath, [TOOL], { env })));
    const said = outputs.map((o) => o.stdout.trim());
    expect(said.filter((line) => line.startsWith(`Applied ${APP_SCHEMA.migrations.length} migration(s)`))).toHaveLength(
      1,
    );
    expect(said.filter((line) => line === 'The database is up to date.')).toHaveLength(runs - 1);
    expect((await run(process.execPath, [TOOL], { env })).stdout.trim()).toBe('The database is up to date.');
    if (db.target.kind === 'mysql') {
      const c = await mysql.createConnection({
        host: db.target.host,
        port: db.target.port,
        user: db.target.user,
        password: db.target.password,
        database: db.target.database,
      });
      const [rows] = await c.query('SELECT COUNT(*) AS n FROM migrations');
      await c.end();
      expect(Number((rows as { n: unknown }[])[0].n)).toBe(APP_SCHEMA.migrations.length);
    }
  });
});
