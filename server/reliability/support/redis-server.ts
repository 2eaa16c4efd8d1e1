import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stablePort } from '../../test/support/stable-port.js';
import { OwnedProcess } from './owned-process.js';

/** The redis-server binary (REDIS_SERVER_BIN overrides the one on PATH). */
const BINARY = process.env.REDIS_SERVER_BIN || 'redis-server';

/** Whether a redis-server can be started here. */
export const REDIS_SERVER_INSTALLED = spawnSync(BINARY, ['--version'], { stdio: 'ignore' }).status === 0;

const READY = /Ready to accept connections/;
const START_TIMEOUT_MS = 10_000;

/**
 * A redis-server of the test's own, on a free port of 127.0.0.1, keeping nothing on disk (no RDB
 * snapshots, no append-only file): it can be killed and started again on the same port, as an
 * operator's Redis is stopped and started, without touching the Redis other suites share.
 */
export class PrivateRedis {
  private readonly server = new OwnedProcess(BINARY);
  private readonly dir = mkdtempSync(join(tmpdir(), 'waters-rel-redis-'));

  private constructor(readonly port: number) {}

  /** Starts one on a free port (another port if that one was taken meanwhile). */
  static async start(): Promise<PrivateRedis> {
    for (let attempt = 1; ; attempt++) {
      const redis = new PrivateRedis(await stablePort());
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
    return this.server.running;
  }

  /** Starts the server (again) on its port; resolves once it accepts connections. */
  start(): Promise<void> {
    if (this.running) return Promise.resolve();
    const child = this.server.spawn([
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
    ]);
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`redis-server did not start within ${START_TIMEOUT_MS / 1000} s:\n${this.server.tail(30)}`));
      }, START_TIMEOUT_MS);
      // Listened to after the output is kept (OwnedProcess's own listener comes first).
      const onData = () => {
        if (!READY.test(this.server.output)) return;
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${signal ?? code}) before it was ready:\n${this.server.tail(30)}`));
      });
    });
  }

  /** kill -9: gone at once, with every connection and everything it held. */
  kill(): Promise<void> {
    return this.server.kill();
  }

  /**
   * SIGSTOP: the process stops where it is and answers nothing, but its connections stay open and
   * the kernel still accepts new ones into its backlog, as with a frozen process or host.
   */
  freeze(): void {
    this.server.signal('SIGSTOP');
  }

  /** SIGCONT: it goes on, with what it held and what was sent to it meanwhile. */
  thaw(): void {
    this.server.signal('SIGCONT');
  }

  /** Kills it and removes its scratch directory. */
  async remove(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
