import { spawn, type ChildProcess } from 'node:child_process';

/** Every process a proof started and still runs; killed when the test process exits, whatever happened. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * A service the proof owns (a database server, a Redis): started, killed with SIGKILL or stopped with
 * a signal, and started again, as an operator's service is; what it last printed is kept for failure
 * messages. One process at a time.
 */
export class OwnedProcess {
  private child: ChildProcess | null = null;
  private printed = '';

  constructor(private readonly binary: string) {}

  /** Starts the binary with `args`; its output is kept from the first byte. */
  spawn(args: readonly string[]): ChildProcess {
    if (this.running) throw new Error(`${this.binary} is already running`);
    this.printed = '';
    const child = spawn(this.binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    live.add(child);
    child.once('exit', () => live.delete(child));
    const keep = (chunk: Buffer) => (this.printed = (this.printed + chunk.toString('utf8')).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return child;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  /** How it ended (signal or exit code), for messages. */
  get ending(): string {
    return String(this.child?.signalCode ?? this.child?.exitCode);
  }

  /** Everything it printed since it was started, up to the last 20,000 characters. */
  get output(): string {
    return this.printed;
  }

  /** Its last lines. */
  tail(lines = 15): string {
    return this.printed.split('\n').slice(-lines).join('\n');
  }

  /** kill -9: gone at once, mid-work, its sockets closed by the kernel; resolves when it has exited. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  /** Sends a signal that does not end it (SIGSTOP, SIGCONT). */
  signal(signal: NodeJS.Signals): void {
    if (!this.child || !this.running) throw new Error(`${this.binary} is not running`);
    this.child.kill(signal);
  }
}
