import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The redis-server binary (REDIS_SERVER_BIN overrides the one on PATH). */
const BINARY = process.env.REDIS_SERVER_BIN || 'redis-server';

/** Whether a redis-server can be started here. */
export const REDIS_SERVER_INSTALLED = spawnSync(BINARY, ['--version'], { stdio: 'ignore' }).status === 0;

/** Every redis-server still running; killed when the test process exits, whatever happened. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

const READY = /Ready to accept connections/;
const START_TIMEOUT_MS = 10_000;

/** A port nobody listens on now (the kernel's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A redis-server of the test's own, on a free port of 127.0.0.1, keeping nothing on disk (no RDB
 * snapshots, no append-only file): it can be killed and started again on the same port, as an
 * operator's Redis is stopped and started, without touching the Redis other suites share.
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private output = '';
  private readonly dir = mkdtempSync(join(tmpdir(), 'waters-rel-redis-'));

  private constructor(readonly port: number) {}

  /** Starts one on a free port (another port if that one was taken meanwhile). */
  static async start(): Promise<PrivateRedis> {
    for (let attempt = 1; ; attempt++) {
      const redis = new PrivateRedis(await freePort());
      try {
        await redis.start();
        return redis;
      } catch (error) {
        await redis.remove();
        if (attempt === 3) throw error;
      }
    }
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server (again) on its port; resolves once it accepts connections. */
  start(): Promise<void> {
    if (this.running) return Promise.resolve();
    this.output = '';
    const child = spawn(
      BINARY,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
        '--daemonize',
        'no',
        '--logfile',
        '',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    live.add(child);
    child.once('exit', () => live.delete(child));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(
          new Error(`redis-server did not start within ${START_TIMEOUT_MS / 1000} s:\n${this.output.slice(-2000)}`),
        );
      }, START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        this.output = (this.output + chunk.toString('utf8')).slice(-20_000);
        if (!READY.test(this.output)) return;
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on(
        'data',
        (chunk: Buffer) => (this.output = (this.output + chunk.toString('utf8')).slice(-20_000)),
      );
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${signal ?? code}) before it was ready:\n${this.output.slice(-2000)}`));
      });
    });
  }

  /** kill -9: gone at once, with every connection and everything it held. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  /**
   * SIGSTOP: the process stops where it is and answers nothing, but its connections stay open and
   * the kernel still accepts new ones into its backlog, as with a frozen process or host.
   */
  freeze(): void {
    if (!this.child || !this.running) throw new Error('redis-server is not running');
    this.child.kill('SIGSTOP');
  }

  /** SIGCONT: it goes on, with what it held and what was sent to it meanwhile. */
  thaw(): void {
    if (!this.child || !this.running) throw new Error('redis-server is not running');
    this.child.kill('SIGCONT');
  }

  /** Kills it and removes its scratch directory. */
  async remove(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
