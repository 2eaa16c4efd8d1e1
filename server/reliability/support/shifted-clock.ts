import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { NO_RATE_LIMITS } from './config.js';
import type { RelDatabase } from './databases.js';
import { ServerProcess } from './server-process.js';

const PRELOAD = fileURLToPath(new URL('./shifted-clock.cjs', import.meta.url));
/** The preload re-reads its file every 50 ms: a shift has reached the server after this. */
const PICKED_UP_MS = 150;

/**
 * A clock the test moves forward in a server process of its own (shifted-clock.cjs): give the
 * server `nodeFlags` and `env`, then `advance`.
 */
export class ShiftedClock {
  private readonly dir = mkdtempSync(join(tmpdir(), 'waters-clock-'));
  private readonly file = join(this.dir, 'shift-ms');
  private shift = 0;

  constructor() {
    writeFileSync(this.file, '0');
  }

  readonly nodeFlags: readonly string[] = ['--require', PRELOAD];
  get env(): Record<string, string> {
    return { SHIFTED_CLOCK_FILE: this.file };
  }

  /** A built server on `database` living on this clock (no rate limits; sign-ins outlive the hours it is moved on). */
  startServer(database: RelDatabase, env: Record<string, string>): Promise<ServerProcess> {
    return ServerProcess.start({
      database,
      nodeFlags: this.nodeFlags,
      env: { ...NO_RATE_LIMITS, ...this.env, JWT_LIFETIME_SECONDS: String(30 * 24 * 3600), ...env },
    });
  }

  /** How far ahead of the real time the server's clock is. */
  get shiftMs(): number {
    return this.shift;
  }

  /** Moves the server's clock `ms` forward; resolves once the server has read it. */
  async advance(ms: number): Promise<void> {
    this.shift += ms;
    writeFileSync(this.file, String(this.shift));
    await sleep(PICKED_UP_MS);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
