import { Column, DataSource, Entity, type EntityManager } from 'typeorm';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TransactionRunner } from '../transaction-runner.js';
import { LeasedOutbox } from './leased-outbox.js';
import { OutboxColumns } from './outbox-columns.js';

@Entity({ name: 'test_outbox' })
class Message extends OutboxColumns {
  @Column({ type: 'varchar', length: 16 })
  subject: string;
}

/** A promise and the function that resolves it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('LeasedOutbox.drain', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Message], synchronize: true });
    await db.initialize();
  });
  afterAll(() => db.destroy());

  it('waits for a round that a row ending mid-drain started, so what that row made due is sent too', async () => {
    const at = new Date(0);
    const row = {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      claimedBy: null,
      claimExpiresAt: null,
      createdAt: at,
    };
    await db.getRepository(Message).save([
      { ...row, subject: 'order 1' },
      { ...row, subject: 'order 1' },
    ]);
    // drain's own round claims the first row, and claims again while that row is being sent: that
    // second claim finds nothing (the first is still pending) and is held until the first row has
    // been sent, and its end has started another round, whose claim is held a little longer.
    const secondClaimRead = gate();
    const firstSent = gate();
    let claims = 0;
    let queue: Promise<unknown> = Promise.resolve();
    const transactions = {
      // One at a time, as TransactionRunner runs them on SQLite's one connection.
      run: async <T>(work: (manager: EntityManager) => Promise<T>): Promise<T> => {
        const done = queue.then(() => db.transaction(work));
        queue = done.catch(() => undefined);
        const result = await done;
        if (Array.isArray(result)) {
          const claim = ++claims;
          if (claim === 2) {
            secondClaimRead.open();
            await firstSent.opened;
          }
          if (claim === 3) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return result;
      },
    } as unknown as TransactionRunner;
    const sent: number[] = [];
    const outbox: LeasedOutbox<Message> = new LeasedOutbox<Message>({
      what: 'test',
      entity: Message,
      transactions,
      events: {} as EventBus,
      pollMs: 60_000,
      leaseMs: 60_000,
      active: false,
      batch: 10,
      inFlight: 10,
      // A subject's next row waits for its earlier one (as the webhooks' order messages do).
      onlyClaim: (due) =>
        due.andWhere(
          "NOT EXISTS (SELECT 1 FROM test_outbox e WHERE e.subject = d.subject AND e.status = 'pending' AND e.id < d.id)",
        ),
      send: async ([message]) => {
        if (message.id === 1) await secondClaimRead.opened;
        await outbox.settle(message, { status: 'sent' });
        sent.push(message.id);
        if (message.id === 1) setImmediate(firstSent.open);
      },
    });

    await outbox.drain();
    expect(claims).toBeGreaterThanOrEqual(3);
    expect(sent).toEqual([1, 2]);
  });
});
