import { describe, expect, it, jest } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../platform/errors/domain-error.js';
import { EventBus } from '../platform/events/event-bus.js';
import { BUSY_MESSAGE } from '../platform/errors/database-errors.js';
import { TransactionRunner } from './transaction-runner.js';

/** A MySQL-like data source whose transactions fail with the given driver codes, one per attempt, then succeed. */
function dataSourceFailing(codes: string[]) {
  const attempts = { count: 0 };
  const dataSource = {
    options: { type: 'mariadb' },
    transaction: jest.fn(async (work: (manager: EntityManager) => Promise<unknown>) => {
      const code = codes[attempts.count++];
      if (code) throw Object.assign(new Error(code), { driverError: { code } });
      return work({} as EntityManager);
    }),
  } as unknown as DataSource;
  return { dataSource, attempts };
}

describe('TransactionRunner', () => {
  it('runs the work once when nothing goes wrong', async () => {
    const { dataSource, attempts } = dataSourceFailing([]);
    await expect(new TransactionRunner(dataSource, new EventBus()).run(async () => 'done')).resolves.toBe('done');
    expect(attempts.count).toBe(1);
  });

  it.each(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT'])(
    'runs the work once more after %s (the transaction was rolled back whole)',
    async (code) => {
      const { dataSource, attempts } = dataSourceFailing([code]);
      await expect(new TransactionRunner(dataSource, new EventBus()).run(async () => 'done')).resolves.toBe('done');
      expect(attempts.count).toBe(2);
    },
  );

  it('answers CONFLICT (never a server error) when the second attempt loses a lock race too', async () => {
    const { dataSource, attempts } = dataSourceFailing(['ER_LOCK_DEADLOCK', 'ER_LOCK_DEADLOCK']);
    const error = await new TransactionRunner(dataSource, new EventBus())
      .run(async () => 'done')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: BUSY_MESSAGE });
    expect(attempts.count).toBe(2);
  });

  it('does not retry other failures', async () => {
    const { dataSource, attempts } = dataSourceFailing(['ER_DUP_ENTRY']);
    await expect(new TransactionRunner(dataSource, new EventBus()).run(async () => 'done')).rejects.toThrow(
      'ER_DUP_ENTRY',
    );
    expect(attempts.count).toBe(1);
  });
});
