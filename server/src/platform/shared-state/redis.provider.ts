import { Logger, type Provider } from '@nestjs/common';
import type { Redis, RedisOptions } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { LagTolerantRedis } from './lag-tolerant-redis.js';

/** The shared Redis connection when REDIS_URL is set, or null (everything then lives in memory). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/**
 * A Redis that keeps its connections open but does not answer (a frozen process or host, a
 * partition that drops packets) must cost a request little, once. A command sent while the
 * connection is up answers in well under a millisecond on the same network, and Redis itself
 * rarely stalls for more than a few tens; so:
 * - the connection is declared dead when nothing has come back SOCKET_SILENCE_MS after a command
 *   was sent: it is closed (the one "Redis is not answering" line), and from then on, until a new
 *   connection has answered, every command fails at once and callers fall back to memory;
 * - a command already sent gives up after COMMAND_TIMEOUT_MS (its caller falls back to memory
 *   too). Longer than the silence on purpose: by the time a command times out, the connection is
 *   already known to be down, so a failed publication does not log a line of its own.
 * Together: a request that was waiting on Redis when it froze waits at most COMMAND_TIMEOUT_MS;
 * every later request does not wait at all. Reconnection attempts meet the same limit (their
 * ready check is a command), and, against a host that drops packets, CONNECT_TIMEOUT_MS; neither
 * delays requests (commands are not queued while disconnected), they only bound how soon a Redis
 * that answers again is noticed, together with ioredis's back-off (at most 2 s).
 * Both limits count this process's own lag as Redis's only if nothing has come back once the loop
 * has read its sockets (lag-tolerant-redis.ts).
 */
export const SOCKET_SILENCE_MS = 400;
export const COMMAND_TIMEOUT_MS = 500;
/** A TCP (and TLS) handshake over a network that drops packets; generous, as it costs no request. */
export const CONNECT_TIMEOUT_MS = 2000;

/** The options every connection to Redis is made with (the live-event subscriber's too: it duplicates them). */
export const REDIS_OPTIONS: RedisOptions = {
  // Fail fast while disconnected: callers fall back to memory rather than wait.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: CONNECT_TIMEOUT_MS,
  // A command sent before the connection was lost has been given up by its caller (timed out or
  // failed, and counted in memory instead): sending it again later would only count it twice.
  autoResendUnfulfilledCommands: false,
};

const logger = new Logger('Redis');

export const redisProvider: Provider = {
  provide: REDIS_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Redis | null => {
    if (!config.redisUrl) return null;
    const redis = new LagTolerantRedis(
      config.redisUrl,
      { ...REDIS_OPTIONS, keyPrefix: config.redisPrefix },
      { silenceMs: SOCKET_SILENCE_MS, commandMs: COMMAND_TIMEOUT_MS },
    );
    let reported = false;
    redis.on('error', (error: Error) => {
      if (!reported) logger.warn(`Redis is not answering (${error.message}); using per-instance memory until it does.`);
      reported = true;
    });
    redis.on('ready', () => {
      if (reported) logger.log('Redis answers again.');
      reported = false;
    });
    return redis;
  },
};
