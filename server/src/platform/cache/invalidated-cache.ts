import { LRUCache } from 'lru-cache';
import type { SharedEvents } from '../shared-state/shared-events.js';

/**
 * A read-through cache that every instance empties when `topic` is published (after the change
 * commits). A read that started before an invalidation is never stored after it (generation
 * check), so a cache cannot be refilled with what was read just before the change. It empties
 * when this instance's subscription comes back after a Redis outage (messages were lost); the
 * lifetime bounds staleness if one is lost otherwise.
 */
export class InvalidatedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, V>;
  private generation = 0;

  constructor(
    private readonly events: SharedEvents,
    private readonly topic: string,
    options: { max: number; ttlMs: number; drop?: (payload: unknown, key: K, value: V) => boolean },
  ) {
    this.entries = new LRUCache<K, V>({ max: options.max, ttl: options.ttlMs });
    events.subscribe(topic, (payload: unknown) => {
      this.generation += 1;
      if (!options.drop) return this.entries.clear();
      for (const [key, value] of this.entries.entries())
        if (options.drop(payload, key, value)) this.entries.delete(key);
    });
    // Back from a Redis outage: other instances' invalidations may have been lost meanwhile (a
    // logout, a price change), so nothing kept from before is trusted.
    events.onEventsMissed(() => {
      this.generation += 1;
      this.entries.clear();
    });
  }

  /** What is cached under the key now, without loading it (undefined when nothing is). */
  peek(key: K): V | undefined {
    return this.entries.peek(key);
  }

  async get(key: K, load: () => Promise<V | null>): Promise<V | null> {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = await load();
    if (value !== null && generation === this.generation) this.entries.set(key, value);
    return value;
  }

  /** Tells every instance (this one at once) that what the topic covers has changed; resolves once the others have been told. */
  invalidate(payload: unknown = null): Promise<void> {
    return this.events.publish(this.topic, payload);
  }
}
