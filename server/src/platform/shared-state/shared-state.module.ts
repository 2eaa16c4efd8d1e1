import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimits } from './rate-limits.js';
import { REDIS_CLIENT, redisProvider } from './redis.provider.js';
import { SharedEvents } from './shared-events.js';

/** State and events that several instances must share: Redis when REDIS_URL is set, per-process memory otherwise. */
@Global()
@Module({ providers: [redisProvider, RateLimits, SharedEvents], exports: [REDIS_CLIENT, RateLimits, SharedEvents] })
export class SharedStateModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    await this.redis.quit().catch(() => undefined);
    // A Redis that never answered cannot be quit: this stops its reconnecting, which would keep the process alive.
    this.redis.disconnect();
  }
}
