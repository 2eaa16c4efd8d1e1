import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { REDIS_CLIENT } from './redis.provider.js';

/** Redis channel (under the configured key prefix's namespace) carrying every instance's events. */
const CHANNEL = 'events';

interface Envelope {
  origin: string;
  topic: string;
  payload: unknown;
}

/**
 * Publish/subscribe between the parts of this process and, when REDIS_URL is set, every
 * other instance (Redis pub/sub). Handlers run for local publications at once and for other
 * instances' when their message arrives. Used for cache invalidation; delivery is best effort,
 * so caches keep short lifetimes too.
 */
@Injectable()
export class SharedEvents implements OnApplicationShutdown {
  private readonly logger = new Logger('SharedEvents');
  private readonly local = new EventEmitter();
  private readonly origin = randomUUID();
  private readonly channel: string;
  private subscriber: Redis | null = null;

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {
    // Every open live stream listens; Node's leak warning would be noise.
    this.local.setMaxListeners(0);
    this.channel = `${redis?.options.keyPrefix ?? ''}${CHANNEL}`;
    if (redis) this.listen(redis);
  }

  /**
   * Resolves once Redis has passed the message on to the other instances (at once without Redis),
   * so a change's answer can wait for it: the next request, on any instance, sees the change.
   * Never rejects: a Redis outage is logged, and the caches' lifetimes bound what it costs.
   */
  async publish(topic: string, payload: unknown): Promise<void> {
    this.local.emit(topic, payload);
    if (!this.redis) return;
    const message: Envelope = { origin: this.origin, topic, payload };
    await this.redis
      .publish(this.channel, JSON.stringify(message))
      .catch((error: Error) => this.logger.warn(`Could not publish ${topic}: ${error.message}`));
  }

  /** Returns what ends the subscription (a closed live stream must not keep its handler). */
  subscribe<T>(topic: string, handler: (payload: T) => void): () => void {
    const listener = handler as (payload: unknown) => void;
    this.local.on(topic, listener);
    return () => this.local.off(topic, listener);
  }

  private listen(redis: Redis): void {
    // A subscribed connection can do nothing else; it gets a connection of its own.
    this.subscriber = redis.duplicate({ keyPrefix: undefined, enableOfflineQueue: true });
    this.subscriber.on('error', () => undefined);
    this.subscriber
      .subscribe(this.channel)
      .catch((error: Error) => this.logger.warn(`Could not subscribe: ${error.message}`));
    this.subscriber.on('message', (_channel: string, text: string) => {
      try {
        const message = JSON.parse(text) as Envelope;
        if (message.origin !== this.origin) this.local.emit(message.topic, message.payload);
      } catch {
        // Not ours: ignore.
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscriber?.disconnect();
  }
}
