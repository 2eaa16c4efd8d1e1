import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { DataSourceOptions, MigrationInterface } from 'typeorm';
import type { DatabaseTarget } from '../config/database-url.js';
import type { MysqlTarget } from '../config/replica-config.js';
import { prepareDatabase, type DriverType } from './prepare-database.js';

/** What a data source maps and how its tables are built: every module's lists, put together at the app's floor (app-schema.ts). */
export interface AppSchema {
  readonly entities: NonNullable<DataSourceOptions['entities']>;
  readonly migrations: (new () => MigrationInterface)[];
}

/** Prepares the server (MySQL/MariaDB: database created, flavour detected) and returns the options. */
export async function resolveDataSourceOptions(target: DatabaseTarget, schema: AppSchema): Promise<DataSourceOptions> {
  return dataSourceOptions(target, await prepareDatabase(target), schema);
}

/**
 * A second, read-only SQLite connection on the same file (null for MySQL/MariaDB and in-memory
 * SQLite, where the main data source serves reads too).
 */
export function readDataSourceOptions(main: DataSourceOptions): DataSourceOptions | null {
  if (main.type !== 'better-sqlite3' || main.database === ':memory:') return null;
  return {
    ...main,
    readonly: true,
    migrationsRun: false,
    enableWAL: false,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('busy_timeout = 5000');
    },
  };
}

/** A read replica's connection: the primary's options (entities, charset, pool) at the replica's address, never migrating. */
export function replicaDataSourceOptions(primary: DataSourceOptions, replica: MysqlTarget): DataSourceOptions {
  return {
    ...primary,
    host: replica.host,
    port: replica.port,
    username: replica.user,
    password: replica.password,
    database: replica.database,
    migrations: [],
    migrationsRun: false,
  } as DataSourceOptions;
}

/**
 * SQLITE_NATIVE_BINDING: a better-sqlite3 addon built elsewhere (a path to better_sqlite3.node). The
 * Node 24 test run loads one built for Node 24 this way, so the Node 20 build in node_modules stays in
 * place for the runs beside it.
 */
function sqliteNativeBinding(): { nativeBinding?: string } {
  const path = process.env.SQLITE_NATIVE_BINDING;
  return path ? { nativeBinding: path } : {};
}

function dataSourceOptions(
  target: DatabaseTarget,
  driver: DriverType,
  { entities, migrations }: AppSchema,
): DataSourceOptions {
  const common = {
    entities,
    migrations,
    // Run by migrate() under the boot lock once connected, never by initialize().
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: false as const,
  };
  if (target.kind === 'sqlite' || driver === 'better-sqlite3') {
    if (target.kind !== 'sqlite') throw new Error('SQLite driver needs a sqlite: target');
    const inMemory = target.file === ':memory:';
    const file = inMemory ? target.file : resolve(target.file);
    if (!inMemory) mkdirSync(dirname(file), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: file,
      enableWAL: !inMemory,
      ...sqliteNativeBinding(),
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
        db.pragma('synchronous = NORMAL');
      },
    };
  }
  return {
    ...common,
    type: driver,
    host: target.host,
    port: target.port,
    username: target.user,
    password: target.password,
    database: target.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // BIGINT sums come back as strings and are converted by column transformers.
    supportBigNumbers: true,
    bigNumberStrings: true,
    // trace: mysql2 would capture a stack trace for every query (a few % of a write's CPU);
    // TypeORM's QueryFailedError carries the query and its own stack.
    extra: { connectionLimit: 10, trace: false },
  };
}
