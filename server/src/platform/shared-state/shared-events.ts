import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ReplyError, type Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { REDIS_CLIENT } from './redis.provider.js';

/** Redis channel (under the configured key prefix's namespace) carrying every instance's events. */
const CHANNEL = 'events';
/** Told locally when other instances' events may have been missed (a symbol: no topic can collide). */
const MISSED = Symbol('other instances’ events missed');

interface Envelope {
  origin: string;
  topic: string;
  payload: unknown;
}

/**
 * Publish/subscribe between the parts of this process and, when REDIS_URL is set, every
 * other instance (Redis pub/sub). Handlers run for local publications at once and for other
 * instances' when their message arrives. Used for cache invalidation and live events; delivery
 * is best effort (Redis pub/sub keeps nothing for a subscriber that is not connected), so caches
 * keep short lifetimes too, and onEventsMissed tells what was built from other instances' events
 * to rebuild it when this instance's subscription comes back after a Redis outage.
 */
@Injectable()
export class SharedEvents implements OnApplicationShutdown {
  private readonly logger = new Logger('SharedEvents');
  private readonly local = new EventEmitter();
  private readonly origin = randomUUID();
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private stopped = false;

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {
    // Every open live stream listens; Node's leak warning would be noise.
    this.local.setMaxListeners(0);
    this.channel = `${redis?.options.keyPrefix ?? ''}${CHANNEL}`;
    if (redis) this.listen(redis);
  }

  /**
   * Resolves once Redis has passed the message on to the other instances (at once without Redis),
   * so a change's answer can wait for it: the next request, on any instance, sees the change.
   * Never rejects: the caches' lifetimes bound what a lost message costs, and the other instances
   * hear of their loss when their subscriptions come back (onEventsMissed).
   */
  async publish(topic: string, payload: unknown): Promise<void> {
    this.local.emit(topic, payload);
    // Not sent while the connection is not ready: between reconnection attempts a command fails at
    // once anyway, but during one (a Redis that accepts connections and does not answer) it would
    // wait for its time limit.
    if (this.redis?.status !== 'ready') return;
    const message: Envelope = { origin: this.origin, topic, payload };
    await this.redis.publish(this.channel, JSON.stringify(message)).catch((error: Error) => {
      // Redis refused it (an ACL, its memory full): a line each time. Any other failure is the connection's
      // (closed, not writable, timed out), which its own warning reports once (redis.provider.ts), not a line
      // per request, whatever its status says at this instant: ioredis still says 'ready' for a socket that
      // has just ended until it has handled the close.
      if (error instanceof ReplyError) this.logger.warn(`Could not publish ${topic}: ${error.message}`);
    });
  }

  /** Returns what ends the subscription (a closed live stream must not keep its handler). */
  subscribe<T>(topic: string, handler: (payload: T) => void): () => void {
    const listener = handler as (payload: unknown) => void;
    this.local.on(topic, listener);
    return () => this.local.off(topic, listener);
  }

  /**
   * Calls `handler` each time this instance's subscription to the other instances' events becomes
   * active again after it was lost (Redis stopped, restarted, or out of reach): whatever they
   * published meanwhile never arrived and never will, so what was built from their events must be
   * rebuilt from the database. Never called without Redis. Returns what ends the calls.
   */
  onEventsMissed(handler: () => void): () => void {
    this.local.on(MISSED, handler);
    return () => this.local.off(MISSED, handler);
  }

  private listen(redis: Redis): void {
    // A subscribed connection can do nothing else; it gets a connection of its own. It subscribes
    // on each (re)connection itself (not ioredis's autoResubscribe), so that it knows when the
    // subscription is active again: only then are the events missed meanwhile told.
    const subscriber = redis.duplicate({ keyPrefix: undefined, enableOfflineQueue: false, autoResubscribe: false });
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined);
    // A Redis that stops answering but keeps its connections open (frozen) is noticed only by the
    // connection that sends it commands (redis.provider.ts): this one just listens, and would stay
    // open and silent. It is made to connect again too whenever that one is lost, so that the
    // subscription's return tells what was missed meanwhile (a no-op when it is down already).
    redis.on('reconnecting', () => {
      if (!this.stopped && subscriber.status === 'ready') subscriber.disconnect(true);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        // Told on the first subscription too: a stream opened before it (Redis slow to answer at start) missed events as well.
        () => this.local.emit(MISSED),
        (error: Error) => this.logger.warn(`Could not subscribe: ${error.message}`),
      );
    });
    subscriber.on('message', (_channel: string, text: string) => {
      try {
        const message = JSON.parse(text) as Envelope;
        if (message.origin !== this.origin) this.local.emit(message.topic, message.payload);
      } catch {
        // Not ours: ignore.
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.subscriber?.disconnect();
  }
}
