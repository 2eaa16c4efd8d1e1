import { describe, expect, it, jest } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { SYSTEM } from '../../platform/identity/actor.js';
import { AuditEvent } from './audit-event.entity.js';
import { AuditSubscriber } from './audit-subscriber.js';

/** A data source whose transactions hand out one manager that records its inserts. */
function recordingDataSource() {
  const insert = jest.fn(async (..._args: unknown[]) => undefined);
  const manager = { insert, queryRunner: { isReleased: false } } as unknown as EntityManager;
  const dataSource = {
    options: { type: 'mariadb' },
    transaction: async (work: (m: EntityManager) => Promise<unknown>) => work(manager),
  };
  return { dataSource: dataSource as unknown as DataSource, insert };
}

describe('AuditSubscriber: the activity log written from the events', () => {
  const setUp = () => {
    const bus = new EventBus();
    new AuditSubscriber(bus).onModuleInit();
    const { dataSource, insert } = recordingDataSource();
    return { bus, insert, runner: new TransactionRunner(dataSource, bus) };
  };

  it('writes one row for an event with an audit note, naming the person and the key they used', async () => {
    const { bus, insert, runner } = setUp();
    await runner.run((manager) =>
      bus.record(manager, {
        by: { kind: 'key', userId: 'u-1', apiKeyId: 'k-9' },
        audit: { action: 'api_key.revoked', targetType: 'api_key', targetId: 'k-2', before: { revoked: false } },
        type: 'ApiKeyChanged',
        keyId: 'k-2',
      }),
    );
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith(
      AuditEvent,
      expect.objectContaining({
        actorId: 'u-1',
        apiKeyId: 'k-9',
        action: 'api_key.revoked',
        targetId: 'k-2',
        before: '{"revoked":false}',
        after: null,
      }),
    );
  });

  it('writes nothing for an event without one', async () => {
    const { bus, insert, runner } = setUp();
    await runner.run((manager) =>
      bus.record(manager, { by: { kind: 'person', userId: 'u-1' }, type: 'SignedOut', sessionId: 's' }),
    );
    expect(insert).not.toHaveBeenCalled();
  });

  it("refuses an audited change with nobody to name (the shop's own doings are not audited)", async () => {
    const { bus, runner } = setUp();
    const audited = runner.run((manager) =>
      bus.record(manager, {
        by: SYSTEM,
        audit: { action: 'webhook.deleted', targetType: 'webhook', targetId: 'w' },
        type: 'WebhookEndpointChanged',
        endpointId: 'w',
      }),
    );
    await expect(audited).rejects.toThrow('WebhookEndpointChanged asks for an audit row without a person to name');
  });
});
