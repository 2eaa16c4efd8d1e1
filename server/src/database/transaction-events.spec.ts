import { describe, expect, it, jest } from '@jest/globals';
import { SYSTEM } from '../platform/identity/actor.js';
import fc from 'fast-check';
import type { DataSource, EntityManager } from 'typeorm';
import { TransactionRunner } from './transaction-runner.js';
import type { DomainEvent } from '../platform/events/domain-events.js';
import { EventBus } from '../platform/events/event-bus.js';

/** How one attempt of a transaction ends. */
type Ending = 'commit' | 'rollback' | 'deadlock';

/** A MySQL-like data source whose attempts end as `endings` says (commit when the list runs out). */
function dataSourceEnding(endings: Ending[]) {
  let attempt = 0;
  return {
    options: { type: 'mariadb' },
    transaction: async (work: (manager: EntityManager) => Promise<unknown>) => {
      const manager = { queryRunner: { isReleased: false } } as unknown as EntityManager;
      const result = await work(manager);
      const ending = endings[attempt++] ?? 'commit';
      if (ending === 'deadlock')
        throw Object.assign(new Error('deadlock'), { driverError: { code: 'ER_LOCK_DEADLOCK' } });
      if (ending === 'rollback') throw new Error('rolled back');
      return result;
    },
  } as unknown as DataSource;
}

const signedOut = (sessionId: string): DomainEvent => ({ by: SYSTEM, type: 'SignedOut', sessionId });

describe('EventBus with TransactionRunner', () => {
  it('delivers after commit exactly the events of the attempts that committed, in order', async () => {
    const ending = fc.constantFrom<Ending>('commit', 'rollback', 'deadlock');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.array(ending, { maxLength: 2 }), fc.integer({ min: 0, max: 3 })), { maxLength: 12 }),
        async (transactions) => {
          const bus = new EventBus();
          const delivered: string[] = [];
          const within: string[] = [];
          bus.afterCommit('SignedOut', (event) => void delivered.push(event.sessionId));
          bus.withinTransaction('SignedOut', async (event) => void within.push(event.sessionId));
          const expected: string[] = [];
          for (const [index, [endings, count]] of transactions.entries()) {
            const runner = new TransactionRunner(dataSourceEnding(endings), bus);
            let attempt = 0;
            const ids = () => Array.from({ length: count }, (_, n) => `${index}.${attempt}.${n}`);
            const outcome = await runner
              .run(async (manager) => {
                for (const id of ids()) await bus.record(manager, signedOut(id));
                attempt++;
              })
              .then(
                () => 'committed',
                () => 'failed',
              );
            // The runner tries twice after a deadlock; the attempt that committed is the last one made.
            if (outcome === 'committed')
              expected.push(...Array.from({ length: count }, (_, n) => `${index}.${attempt - 1}.${n}`));
          }
          expect(delivered).toEqual(expected);
          expect(within.length).toBeGreaterThanOrEqual(delivered.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('runs within-transaction subscribers at once, in the transaction, and a failure among them rolls the change back', async () => {
    const bus = new EventBus();
    const after = jest.fn<() => void>();
    bus.withinTransaction('SignedOut', async () => {
      throw new Error('the outbox could not be written');
    });
    bus.afterCommit('SignedOut', after);
    const runner = new TransactionRunner(dataSourceEnding([]), bus);
    await expect(runner.run((manager) => bus.record(manager, signedOut('s')))).rejects.toThrow(
      'the outbox could not be written',
    );
    expect(after).not.toHaveBeenCalled();
  });

  it('refuses an event recorded outside a transaction, or after its transaction ended', async () => {
    const bus = new EventBus();
    await expect(bus.record({} as EntityManager, signedOut('s'))).rejects.toThrow(
      'SignedOut recorded outside a transaction',
    );
    let kept: EntityManager | undefined;
    await new TransactionRunner(dataSourceEnding([]), bus).run(async (manager) => void (kept = manager));
    await expect(bus.record(kept!, signedOut('late'))).rejects.toThrow('outside a transaction');
  });

  it('a failing after-commit subscriber does not stop the others, nor fail the committed change', async () => {
    const bus = new EventBus();
    const told: string[] = [];
    bus.afterCommit('SignedOut', () => {
      throw new Error('Redis is down');
    });
    bus.afterCommit('SignedOut', (event) => void told.push(event.sessionId));
    await expect(
      new TransactionRunner(dataSourceEnding([]), bus).run((manager) =>
        bus.record(manager, signedOut('s')).then(() => 'done'),
      ),
    ).resolves.toBe('done');
    expect(told).toEqual(['s']);
  });

  it('runs work asked for after commit once per committed transaction (asked twice: once), after its events, never for a rolled-back attempt', async () => {
    const bus = new EventBus();
    const order: string[] = [];
    const wake = () => void order.push('wake');
    bus.afterCommit('SignedOut', (event) => void order.push(event.sessionId));
    // Rolled back, then deadlocked and tried again: only the attempt that committed wakes.
    for (const endings of [['rollback'], ['deadlock', 'commit']] as Ending[][]) {
      await new TransactionRunner(dataSourceEnding(endings), bus)
        .run(async (manager) => {
          bus.afterCommitOf(manager, wake);
          await bus.record(manager, signedOut(endings[0]));
          bus.afterCommitOf(manager, wake);
        })
        .catch(() => undefined);
    }
    expect(order).toEqual(['deadlock', 'wake']);
    expect(() => bus.afterCommitOf({} as EntityManager, wake)).toThrow('outside a transaction');
  });
});
