import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger, type FactoryProvider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createServer, type Server, type Socket } from 'node:net';
import type { AppConfig } from '../../config/app-config.js';
import { COMMAND_TIMEOUT_MS, redisProvider, SOCKET_SILENCE_MS } from './redis.provider.js';

/** Whole RESP commands at the start of `input` (arrays of bulk strings, as clients send them), and what is left. */
function commands(input: string): [string[][], string] {
  const found: string[][] = [];
  let at = 0;
  for (;;) {
    const head = input.indexOf('\r\n', at);
    if (input[at] !== '*' || head < 0) break;
    const args: string[] = [];
    let next = head + 2;
    for (let i = Number(input.slice(at + 1, head)); i > 0; i--) {
      const end = input.indexOf('\r\n', next);
      if (end < 0) return [found, input.slice(at)];
      const length = Number(input.slice(next + 1, end));
      if (input.length < end + 2 + length + 2) return [found, input.slice(at)];
      args.push(input.slice(end + 2, end + 2 + length));
      next = end + 2 + length + 2;
    }
    found.push(args);
    at = next;
  }
  return [found, input.slice(at)];
}

const INFO = '# Server\r\nloading:0\r\n';

/**
 * Just enough of a Redis server for a client to connect (INFO, CLIENT) and PING; frozen, it keeps
 * accepting connections and reading nothing, as a redis-server stopped with SIGSTOP does (the
 * kernel accepts and buffers for it), and answers what it was sent once thawed.
 */
class FreezableRedis {
  frozen = false;
  /** Holds this process's event loop up this long after writing an answer, once (then 0). */
  holdAfterAnswerMs = 0;
  private readonly sockets = new Map<Socket, string>();
  private readonly server: Server = createServer((socket) => {
    this.sockets.set(socket, '');
    socket.on('data', (chunk) => {
      this.sockets.set(socket, this.sockets.get(socket) + chunk.toString('latin1'));
      if (!this.frozen) this.answer(socket);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  });

  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as { port: number }).port)),
    );
  }

  thaw(): void {
    this.frozen = false;
    for (const socket of this.sockets.keys()) this.answer(socket);
  }

  close(): Promise<void> {
    for (const socket of this.sockets.keys()) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(socket: Socket): void {
    const [received, rest] = commands(this.sockets.get(socket) ?? '');
    this.sockets.set(socket, rest);
    for (const [name] of received) {
      const command = name.toLowerCase();
      socket.write(
        command === 'info' ? `$${INFO.length}\r\n${INFO}\r\n` : command === 'ping' ? '+PONG\r\n' : '+OK\r\n',
      );
    }
    const until = performance.now() + this.holdAfterAnswerMs;
    this.holdAfterAnswerMs = 0;
    while (performance.now() < until);
  }
}

const once = (redis: Redis, event: string, withinMs: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), withinMs);
    redis.once(event, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** How long a command took to fail, and with what. */
async function failure(work: Promise<unknown>): Promise<{ ms: number; message: string }> {
  const started = performance.now();
  try {
    await work;
  } catch (error) {
    return { ms: performance.now() - started, message: (error as Error).message };
  }
  throw new Error('the command was answered');
}

let server: FreezableRedis | undefined;
let redis: Redis | undefined;

/** The provider's connection to a new FreezableRedis, once it is ready. */
async function connect(): Promise<[FreezableRedis, Redis]> {
  server = new FreezableRedis();
  const port = await server.listen();
  const config = { redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: 'test:' } as AppConfig;
  redis = (redisProvider as FactoryProvider).useFactory(config) as Redis;
  expect(await once(redis, 'ready', 5_000)).toBe(true);
  return [server, redis];
}

afterEach(async () => {
  if (redis) {
    const ended = once(redis, 'end', 2_000);
    redis.disconnect();
    await ended;
  }
  await server?.close();
  server = undefined;
  redis = undefined;
  // Timers of the connections closed meanwhile run out (ioredis gives a closing connection 2 s).
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  jest.restoreAllMocks();
});

describe('the Redis connection, against a Redis that stops answering (frozen)', () => {
  it('costs a command sent before the freeze its time limit, once; then fails at once, says so once, and answers again when it does', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const [server, redis] = await connect();
    expect(await redis.ping()).toBe('PONG');

    server.frozen = true;
    let statusAtFailure = '';
    const first = await failure(
      redis.ping().catch((error: Error) => {
        statusAtFailure = redis.status;
        throw error;
      }),
    );
    expect(first.message).toBe('Command timed out');
    expect(first.ms).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50);
    expect(first.ms).toBeLessThan(COMMAND_TIMEOUT_MS + 1_000);
    // The connection was known to be down before the command gave up: its callers log nothing of their own.
    expect(statusAtFailure).not.toBe('ready');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^Redis is not answering \(Socket timeout.*\); using per-instance memory/);

    // From then on, while it stays frozen (reconnection attempts included), no command waits.
    const deadline = performance.now() + 2_000;
    while (performance.now() < deadline) {
      if (redis.status !== 'ready') expect((await failure(redis.ping())).ms).toBeLessThan(50);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(redis.status).not.toBe('ready');
    expect(warn).toHaveBeenCalledTimes(1);

    server.thaw();
    expect(await once(redis, 'ready', 5_000)).toBe(true);
    expect(await redis.ping()).toBe('PONG');
    expect(log).toHaveBeenCalledWith('Redis answers again.');
    expect(warn).toHaveBeenCalledTimes(1);
  }, 20_000);
});

describe('the Redis connection, in a process whose event loop is held up (a long task, a starved CPU)', () => {
  it('says the connection is down before a command fails, also when the loop was held up past both limits while Redis was frozen', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const [server, redis] = await connect();
    server.frozen = true;
    let statusAtFailure = '';
    const ping = redis.ping().catch((error: Error) => {
      statusAtFailure = redis.status;
      throw error;
    });
    // Both limits run out in the same turn of the loop (as on a CPU shared with busier processes).
    const until = performance.now() + COMMAND_TIMEOUT_MS + 200;
    while (performance.now() < until);
    expect((await failure(ping)).message).toBe('Command timed out');
    expect(statusAtFailure).not.toBe('ready');
  }, 20_000);

  it('takes an answer that came back while the loop was held up, past both time limits: the connection stays up and nothing is said', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const [server, redis] = await connect();

    for (const heldMs of [SOCKET_SILENCE_MS + 100, COMMAND_TIMEOUT_MS + 500]) {
      // Redis answers within a millisecond; this process reads it only once its loop is free.
      server.holdAfterAnswerMs = heldMs;
      expect(await redis.ping()).toBe('PONG');
      expect(redis.status).toBe('ready');
    }
    expect(warn).not.toHaveBeenCalled();
    // A Redis that does not answer is still noticed when the loop is free again.
    server.frozen = true;
    expect((await failure(redis.ping())).message).toBe('Command timed out');
    expect(warn).toHaveBeenCalledTimes(1);
  }, 20_000);
});
