import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { JWT_SECRET, SERVER_MAIN, SERVER_TOOLS } from './config.js';
import type { RelDatabase } from './databases.js';

/** Every child still running; killed when the test process exits, whatever happened. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

const READY = /WATERS is listening on (http:\/\/\S+)/;
/** The message of a JSON log line at level error (50) or worse, or null. */
function loggedError(line: string): string | null {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string };
    return typeof entry.level === 'number' && entry.level >= 50 ? String(entry.msg ?? '') : null;
  } catch {
    return null;
  }
}
const START_TIMEOUT_MS = 90_000;

export interface ServerOptions {
  readonly database: RelDatabase;
  /** development (demo accounts seeded) unless said otherwise. */
  readonly nodeEnv?: 'development' | 'production';
  /** Added to the environment (e.g. rate-limit knobs). */
  readonly env?: Record<string, string>;
  /** Node flags before the script (e.g. START_PROD_FLAGS: the heap limits production runs with). */
  readonly nodeFlags?: readonly string[];
  /** The CPU core to run on (taskset), where measuring the server must not measure the test's own work. */
  readonly core?: number;
}

/** Whether processes can be pinned to a core here (taskset, and a second core for the rest). */
export const CAN_PIN = availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** Moves this process (the test's own work) onto `core`, away from a pinned server. */
export function pinThisProcess(core: number): void {
  if (CAN_PIN) spawnSync('taskset', ['-a', '-p', '-c', String(core), String(process.pid)], { stdio: 'ignore' });
}

function environment(options: ServerOptions): NodeJS.ProcessEnv {
  // Only what the server needs: nothing from the caller's shell (REDIS_URL, limits …) leaks in.
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NO_COLOR: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: options.nodeEnv ?? 'development',
    DATABASE_URL: options.database.url,
    JWT_SECRET,
    CLIENT_DIR: '',
    // The order mail of every run goes to a scratch directory, not the working copy.
    MAIL_OUTBOX_DIR: join(tmpdir(), `waters-rel-mail-${process.pid}`),
    // Under Node 24 (scripts/node24.sh) the better-sqlite3 build for it, which the server then loads.
    ...(process.env.SQLITE_NATIVE_BINDING ? { SQLITE_NATIVE_BINDING: process.env.SQLITE_NATIVE_BINDING } : {}),
    ...options.env,
  };
}

/** A built server (node dist/main.js) as a child process on its own port. */
export class ServerProcess {
  /** Unexpected errors the server logged (first line of each), for cause reports. */
  readonly loggedErrors: string[] = [];
  private output = '';

  private constructor(
    private readonly options: ServerOptions,
    private child: ChildProcess,
    public url: string,
  ) {}

  static async start(options: ServerOptions): Promise<ServerProcess> {
    const server = new ServerProcess(options, undefined as never, '');
    await server.spawn();
    return server;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the server printed (for failure messages). */
  tail(lines = 15): string {
    return this.output.split('\n').slice(-lines).join('\n');
  }

  private spawn(): Promise<void> {
    const node = [process.execPath, ...(this.options.nodeFlags ?? []), SERVER_MAIN];
    const [command, ...args] =
      this.options.core !== undefined && CAN_PIN ? ['taskset', '-c', String(this.options.core), ...node] : node;
    const child = spawn(command, args, { env: environment(this.options), stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    live.add(child);
    child.once('exit', () => live.delete(child));
    let pending = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      // Bounded: a flood of logged errors must not eat the test process's memory.
      this.output = (this.output + text).slice(-20_000);
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const error = loggedError(line);
        if (error !== null && this.loggedErrors.length < 10_000) this.loggedErrors.push(error.slice(0, 300));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s:\n${this.tail()}`));
      }, START_TIMEOUT_MS);
      const check = () => {
        const ready = READY.exec(this.output);
        if (!ready) return;
        clearTimeout(timer);
        child.stdout?.off('data', check);
        this.url = ready[1];
        resolve();
      };
      child.stdout?.on('data', check);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${signal ?? code}) before listening:\n${this.tail()}`));
      });
    });
  }

  private waitForExit(timeoutMs: number): Promise<boolean> {
    if (!this.running) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** kill -9: no shutdown hooks, no flushing; returns once the process is gone. */
  async kill9(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.waitForExit(10_000);
  }

  /** SIGTERM, and how the process ended: its exit code and how long it took (null if not within the time). */
  async terminate(withinMs: number): Promise<{ code: number | null; ms: number } | null> {
    const started = performance.now();
    this.child.kill('SIGTERM');
    if (!(await this.waitForExit(withinMs))) return null;
    return { code: this.child.exitCode, ms: Math.round(performance.now() - started) };
  }

  /** SIGTERM, then SIGKILL if it has not ended within 5 s. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    if (!(await this.waitForExit(5_000))) await this.kill9();
  }

  /** A new process on the same database and environment (new port); a running one is stopped first (SIGTERM). */
  async restart(): Promise<void> {
    await this.stop();
    this.output = '';
    await this.spawn();
  }
}

/** Runs one of the server's tools (dist/tools/<name>.js) on the database; resolves with its output. */
export function runTool(
  database: RelDatabase,
  name: string,
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<string> {
  const child = spawn(process.execPath, [`${SERVER_TOOLS}/${name}.js`, ...args], {
    env: environment({ database, env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c));
  child.stderr?.on('data', (c: Buffer) => (output += c));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      live.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`${name} exited ${code}: ${output.trim().slice(-500)}`));
    });
  });
}

/** Creates an employee with the server's own tool (development seeds only one). */
export async function createEmployee(database: RelDatabase, userName: string, password: string): Promise<void> {
  await runTool(
    database,
    'create-employee',
    [
      '--username',
      userName,
      '--full-name',
      `Reliability ${userName}`,
      '--email',
      `${userName}@example.ph`,
      '--mobile',
      '+63 917 555 0101',
      '--address',
      'Rosario, Cavite',
      '--password',
      password,
    ],
    { SEED_DEMO_ACCOUNTS: 'false' },
  );
}
