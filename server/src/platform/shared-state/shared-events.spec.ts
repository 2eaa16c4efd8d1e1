import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { ReplyError, type Redis } from 'ioredis';
import { EventEmitter } from 'node:events';
import { SharedEvents } from './shared-events.js';

/** The little of an ioredis client SharedEvents uses: its connection and subscription events are emitted by hand. */
class FakeRedis extends EventEmitter {
  status = 'ready';
  readonly options = { keyPrefix: 'waters:' };
  readonly published: string[] = [];
  readonly subscriptions: string[] = [];
  subscriber: FakeRedis | null = null;
  failing = false;
  /** What a failing publication rejects with: the connection's error by default. */
  failure: Error = new Error('Connection is closed.');

  duplicate(): FakeRedis {
    this.subscriber = new FakeRedis();
    return this.subscriber;
  }

  publish(_channel: string, message: string): Promise<number> {
    if (this.failing) return Promise.reject(this.failure);
    this.published.push(message);
    return Promise.resolve(1);
  }

  subscribe(channel: string): Promise<number> {
    if (this.failing) return Promise.reject(new Error('Connection is closed.'));
    this.subscriptions.push(channel);
    return Promise.resolve(1);
  }

  readonly disconnects: boolean[] = [];

  disconnect(reconnect = false): void {
    this.disconnects.push(reconnect);
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function sharedEvents() {
  const redis = new FakeRedis();
  const events = new SharedEvents(redis as unknown as Redis);
  return { redis, subscriber: redis.subscriber!, events };
}

describe('SharedEvents', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('tells onEventsMissed each time its subscription is active again, not before it is', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { subscriber, events } = sharedEvents();
    const missed = jest.fn();
    const stop = events.onEventsMissed(missed);
    subscriber.emit('ready');
    await settle();
    expect(subscriber.subscriptions).toEqual(['waters:events']);
    expect(missed).toHaveBeenCalledTimes(1);
    // Redis went away and came back, but went away again before the subscription was made: nothing is told yet.
    subscriber.failing = true;
    subscriber.emit('ready');
    await settle();
    expect(missed).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Could not subscribe: Connection is closed.');
    subscriber.failing = false;
    subscriber.emit('ready');
    await settle();
    expect(missed).toHaveBeenCalledTimes(2);
    stop();
    subscriber.emit('ready');
    await settle();
    expect(missed).toHaveBeenCalledTimes(2);
  });

  it('makes its subscription connect again when the connection that sends commands is lost (a frozen Redis is noticed only there)', async () => {
    const { redis, subscriber, events } = sharedEvents();
    redis.emit('reconnecting');
    expect(subscriber.disconnects).toEqual([true]);
    // Already down: nothing to do.
    subscriber.status = 'reconnecting';
    redis.emit('reconnecting');
    expect(subscriber.disconnects).toEqual([true]);
    // Shutting down: its connection is closed for good, not made to connect again.
    subscriber.status = 'ready';
    await events.onApplicationShutdown();
    redis.emit('reconnecting');
    expect(subscriber.disconnects).toEqual([true, false]);
  });

  it("passes other instances' messages on to the topic's handlers, not its own", async () => {
    const { redis, subscriber, events } = sharedEvents();
    const heard = jest.fn();
    events.subscribe('orders.changed', heard);
    await events.publish('orders.changed', { orderId: 1 });
    expect(heard).toHaveBeenCalledTimes(1);
    subscriber.emit('message', 'waters:events', redis.published[0]);
    expect(heard).toHaveBeenCalledTimes(1);
    subscriber.emit(
      'message',
      'waters:events',
      JSON.stringify({ origin: 'another instance', topic: 'orders.changed', payload: { orderId: 2 } }),
    );
    expect(heard).toHaveBeenLastCalledWith({ orderId: 2 });
  });

  it('a publication lost with the connection has no line of its own (the connection says so once); one Redis refuses is logged', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { redis, events } = sharedEvents();
    const heard = jest.fn();
    events.subscribe('catalogue.changed', heard);
    redis.failing = true;
    redis.status = 'reconnecting';
    for (let i = 0; i < 50; i++) await events.publish('catalogue.changed', null);
    // Redis killed under a publication: the socket has ended, and ioredis still says 'ready' until it
    // handles the close (a CI run logged this line beside the outage's own).
    redis.status = 'ready';
    redis.failure = new Error("Stream isn't writeable and enableOfflineQueue options is false");
    await events.publish('catalogue.changed', null);
    expect(warn).not.toHaveBeenCalled();
    // This instance's own handlers hear of every change whatever Redis does.
    expect(heard).toHaveBeenCalledTimes(51);
    redis.failure = new ReplyError("NOPERM User has no permissions to access the 'waters:events' channel");
    await events.publish('catalogue.changed', null);
    expect(warn).toHaveBeenCalledWith(
      "Could not publish catalogue.changed: NOPERM User has no permissions to access the 'waters:events' channel",
    );
  });

  it('sends nothing while a new connection is not ready yet (a Redis that accepts connections and does not answer would make it wait)', async () => {
    const { redis, events } = sharedEvents();
    const heard = jest.fn();
    events.subscribe('orders.changed', heard);
    redis.status = 'connect';
    await events.publish('orders.changed', { orderId: 1 });
    expect(redis.published).toEqual([]);
    expect(heard).toHaveBeenCalledTimes(1);
    redis.status = 'ready';
    await events.publish('orders.changed', { orderId: 2 });
    expect(redis.published).toHaveLength(1);
  });
});
