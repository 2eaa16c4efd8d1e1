import { Redis, type Command, type RedisOptions } from 'ioredis';

/** The two limits on waiting for Redis (redis.provider.ts says why these values). */
export interface WaitLimits {
  /** Nothing came back this long after a command was sent: the connection is dead. */
  silenceMs: number;
  /** A command sent gives up after this long. */
  commandMs: number;
}

type WritableStream = Parameters<Redis['sendCommand']>[1];

/**
 * ioredis's `socketTimeout` and `commandTimeout` are plain timers. When this process's event loop
 * is held up past them (a long synchronous task, a CPU shared with busier processes), the timers
 * run before the loop reads the reply that has been waiting in the socket all along: a Redis that
 * answered in a millisecond is declared dead, its commands fail, and their callers count in
 * memory. Here each limit, once run out, looks again after the loop has read its sockets
 * (setImmediate runs after the poll phase) and gives up only if nothing came back meanwhile.
 */
export class LagTolerantRedis extends Redis {
  private silence: { timer: NodeJS.Timeout; stream: Redis['stream'] } | undefined;

  /** `options` without ioredis's own `socketTimeout` and `commandTimeout`: `limits` replace them. */
  constructor(
    url: string | RedisOptions,
    options: RedisOptions,
    private readonly limits: WaitLimits,
  ) {
    super(url as string, options);
  }

  override duplicate(override?: Partial<RedisOptions>): Redis {
    return new LagTolerantRedis({ ...this.options, ...override }, {}, this.limits);
  }

  override sendCommand(command: Command, stream?: WritableStream): unknown {
    const sent = super.sendCommand(command, stream);
    this.limitWait(command);
    this.expectAnswer();
    return sent;
  }

  private limitWait(command: Command): void {
    const stream = this.stream;
    let settled = false;
    const giveUp = () => {
      if (!settled) command.reject(new Error('Command timed out'));
    };
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          // When the loop was held up past both limits, the silence limit has just destroyed the socket in
          // this same turn, but its 'close' (where ioredis leaves 'ready') comes a loop phase later: the
          // command waits for it, so its caller sees the connection down, as without the hold-up.
          if (stream?.destroyed && this.stream === stream && this.status === 'ready') stream.once('close', giveUp);
          else giveUp();
        }),
      this.limits.commandMs,
    );
    const settle = () => {
      settled = true;
      clearTimeout(timer);
    };
    command.promise.then(settle, settle);
  }

  /** Watches the connection for silence while commands wait on it (one watch at a time). */
  private expectAnswer(): void {
    const stream = this.stream;
    if (!stream || this.commandQueue.length === 0 || this.silence?.stream === stream) return;
    if (this.silence) clearTimeout(this.silence.timer);
    const watch = {
      stream,
      timer: setTimeout(
        () =>
          setImmediate(() => {
            if (this.silence !== watch) return;
            this.silence = undefined;
            stream.destroy(
              new Error(`Socket timeout. Expecting data, but didn't receive any in ${this.limits.silenceMs}ms.`),
            );
          }),
        this.limits.silenceMs,
      ),
    };
    this.silence = watch;
    // Registered after ioredis's own reader: the queue already holds only what is still unanswered.
    stream.once('data', () => {
      if (this.silence !== watch) return;
      clearTimeout(watch.timer);
      this.silence = undefined;
      this.expectAnswer();
    });
  }
}
