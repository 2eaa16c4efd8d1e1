import { describe, expect, it } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type { SharedEvents } from '../shared-state/shared-events.js';
import { InvalidatedCache } from './invalidated-cache.js';

/** The two calls the cache makes of SharedEvents, and a way to say the subscription came back. */
class Events extends EventEmitter {
  subscribe(topic: string, handler: (payload: unknown) => void) {
    this.on(topic, handler);
    return () => this.off(topic, handler);
  }
  onEventsMissed(handler: () => void) {
    this.on('missed', handler);
    return () => this.off('missed', handler);
  }
}

function cache() {
  const events = new Events();
  const kept = new InvalidatedCache<string, string>(events as unknown as SharedEvents, 'prices', {
    max: 10,
    ttlMs: 60_000,
  });
  return { events, kept };
}

describe('InvalidatedCache', () => {
  it('keeps what it loaded until its topic is published', async () => {
    const { events, kept } = cache();
    await kept.get('a', async () => 'first');
    expect(await kept.get('a', async () => 'second')).toBe('first');
    events.emit('prices', null);
    expect(await kept.get('a', async () => 'second')).toBe('second');
  });

  it('forgets everything when the subscription comes back after an outage (invalidations were lost)', async () => {
    const { events, kept } = cache();
    await kept.get('a', async () => 'before the outage');
    events.emit('missed');
    expect(kept.peek('a')).toBeUndefined();
    expect(await kept.get('a', async () => 'after')).toBe('after');
  });

  it('does not keep a read that began before the outage ended', async () => {
    const { events, kept } = cache();
    let finish!: (value: string) => void;
    const reading = kept.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    events.emit('missed');
    finish('read before');
    expect(await reading).toBe('read before');
    expect(kept.peek('a')).toBeUndefined();
  });
});
