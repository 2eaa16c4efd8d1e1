import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import type { RelDatabase } from './databases.js';
import { stablePort } from '../../test/support/stable-port.js';
import { OwnedProcess } from './owned-process.js';

/** The first of the candidates that runs (`--version` answers), or null. */
function runnable(candidates: readonly string[]): string | null {
  return candidates.find((binary) => spawnSync(binary, ['--version'], { stdio: 'ignore' }).status === 0) ?? null;
}

/** mariadbd (MARIADBD_BIN overrides; Debian puts it in /usr/sbin, which a user's PATH may lack). */
const SERVER = runnable(
  [process.env.MARIADBD_BIN, 'mariadbd', '/usr/sbin/mariadbd', '/usr/sbin/mysqld'].filter((b): b is string => !!b),
);
const INSTALL_DB = runnable(['mariadb-install-db', 'mysql_install_db']);

/** Whether a MariaDB server of the test's own can be installed and started here; null if it can, else what is missing. */
export const PRIVATE_MARIADB_MISSING: string | null =
  SERVER && INSTALL_DB
    ? null
    : `${[SERVER ? null : 'mariadbd', INSTALL_DB ? null : 'mariadb-install-db'].filter(Boolean).join(' and ')} not found`;

/** Every scratch directory; removed when the test process exits (after its servers are killed). */
const scratch = new Set<string>();
process.once('exit', () => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** Small on purpose: a proof's database holds a few hundred rows, and the machine runs other suites beside it. */
const SIZES = ['--innodb-buffer-pool-size=32M', '--innodb-log-file-size=16M'];
const START_TIMEOUT_MS = 30_000;
const DATABASE = 'waters';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A MariaDB server of the test's own: its own data directory (installed by mariadb-install-db in a
 * temp directory, once per run) and its own port on 127.0.0.1, so it can be killed and started again
 * as an operator's database is, without touching the MariaDB at 3306 that other suites share.
 * It is a RelDatabase: `url` is the server's DATABASE_URL, `query` reads over a fresh connection.
 */
export class PrivateMariadb implements RelDatabase {
  readonly driver = 'mariadb' as const;
  private readonly server = new OwnedProcess(SERVER!);

  private constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly serverArgs: readonly string[],
  ) {}

  /**
   * Installs a data directory, starts the server on a free port and creates the database.
   * `serverArgs` replace `--skip-log-bin` (a replication source names its binlog and server id).
   */
  static async create(serverArgs: readonly string[] = ['--skip-log-bin']): Promise<PrivateMariadb> {
    if (PRIVATE_MARIADB_MISSING)
      throw new Error(`cannot start a MariaDB server of the test's own: ${PRIVATE_MARIADB_MISSING}`);
    const dir = mkdtempSync(join(tmpdir(), 'waters-rel-mariadb-'));
    scratch.add(dir);
    const installed = spawnSync(
      INSTALL_DB!,
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        `--user=${userInfo().username}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--skip-name-resolve',
        ...SIZES,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (installed.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `${INSTALL_DB} failed (${installed.status}):\n${(installed.stdout + installed.stderr).slice(-2000)}`,
      );
    }
    // Another port if the one chosen was taken meanwhile (mariadbd then exits at once).
    for (let attempt = 1; ; attempt++) {
      const server = new PrivateMariadb(dir, await stablePort(), serverArgs);
      try {
        await server.start();
        return server;
      } catch (error) {
        await server.kill();
        if (attempt === 3) {
          await server.drop();
          throw error;
        }
      }
    }
  }

  /** DATABASE_URL of the server under test. */
  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}/${DATABASE}`;
  }

  get running(): boolean {
    return this.server.running;
  }

  /** The process id of the running mariadbd (for the report). */
  get pid(): number | undefined {
    return this.server.pid;
  }

  /** The last lines mariadbd printed (for failure messages). */
  tail(lines = 15): string {
    return this.server.tail(lines);
  }

  /** Whether the server answers a connection and a query now, within `withinMs`. */
  async ping(withinMs = 1000): Promise<boolean> {
    try {
      const connection = await mysql.createConnection({
        host: '127.0.0.1',
        port: this.port,
        user: 'root',
        connectTimeout: withinMs,
      });
      try {
        await connection.query({ sql: 'SELECT 1', timeout: withinMs });
        return true;
      } finally {
        connection.destroy();
      }
    } catch {
      return false;
    }
  }

  /**
   * Starts mariadbd (again) on the same port and data directory; resolves once it answers a
   * query, with the moment it first did (performance.now()).
   */
  async start(): Promise<number> {
    this.server.spawn([
      '--no-defaults',
      `--user=${userInfo().username}`,
      `--datadir=${join(this.dir, 'data')}`,
      `--port=${this.port}`,
      '--bind-address=127.0.0.1',
      `--socket=${join(this.dir, 'mariadbd.sock')}`,
      `--pid-file=${join(this.dir, 'mariadbd.pid')}`,
      ...this.serverArgs,
      '--skip-name-resolve',
      ...SIZES,
    ]);
    const started = performance.now();
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (!this.running) throw new Error(`mariadbd exited (${this.server.ending}):\n${this.tail()}`);
      if (await this.ping(500)) {
        const answered = performance.now();
        await this.createDatabase();
        return answered;
      }
      await pause(25);
    }
    await this.server.kill();
    throw new Error(`mariadbd did not answer within ${START_TIMEOUT_MS / 1000} s:\n${this.tail()}`);
  }

  private async createDatabase(): Promise<void> {
    const connection = await mysql.createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    try {
      await connection.query(
        `CREATE DATABASE IF NOT EXISTS \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
    } finally {
      await connection.end();
    }
  }

  /**
   * kill -9: the server is gone at once, mid-transaction, without a word to its clients (their
   * sockets are closed by the kernel); the next start recovers from InnoDB's redo log.
   */
  kill(): Promise<void> {
    return this.server.kill();
  }

  /** A read query over a connection of its own (none is kept across a kill). */
  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const connection = await mysql.createConnection({
      host: '127.0.0.1',
      port: this.port,
      user: 'root',
      database: DATABASE,
    });
    try {
      const [rows] = await connection.query(sql, params);
      return rows as T[];
    } finally {
      await connection.end();
    }
  }

  /** Kills the server and removes its data directory. */
  async drop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
    scratch.delete(this.dir);
  }
}
