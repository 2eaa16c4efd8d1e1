import { Logger, type Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';

/** The shared Redis connection when REDIS_URL is set, or null (everything then lives in memory). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

const logger = new Logger('Redis');

export const redisProvider: Provider = {
  provide: REDIS_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Redis | null => {
    if (!config.redisUrl) return null;
    // Fail fast while disconnected: callers fall back to memory rather than wait.
    const redis = new Redis(config.redisUrl, {
      keyPrefix: config.redisPrefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
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
