import { Logger } from '@nestjs/common';
import { isMysql } from '../driver-kind.js';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { In, type EntityManager, type EntityTarget, type SelectQueryBuilder } from 'typeorm';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TransactionRunner } from '../transaction-runner.js';
import type { OutboxColumns } from './outbox-columns.js';

export interface LeasedOutboxOptions<Row extends OutboxColumns> {
  /** For the log ("Sending mail failed: …"). */
  readonly what: string;
  readonly entity: EntityTarget<Row>;
  readonly transactions: TransactionRunner;
  /** Where a transaction that wrote rows asks for the sender to be woken after its commit. */
  readonly events: EventBus;
  readonly pollMs: number;
  readonly leaseMs: number;
  /** False in a one-shot tool's process: it sends nothing (its claims would only contend with the server's, SQLite above all). */
  readonly active: boolean;
  /** Rows claimed per round. */
  readonly batch: number;
  /**
   * Rows sent one by one, up to this many at a time, without waiting for a round to end: a row
   * that takes long (a receiver that never answers) holds up no other row, and a freed place is
   * filled at once. Without it, a round's rows are sent together and the next round waits.
   */
  readonly inFlight?: number;
  /** Narrows which due rows a round may claim (alias `d`), e.g. one per subject at a time. */
  readonly onlyClaim?: (due: SelectQueryBuilder<Row>) => void;
  /** Sends a round's rows; each must be settled (`settle`) while the claim holds. */
  readonly send: (rows: Row[]) => Promise<void>;
}

/**
 * Sends an outbox table after commit, on every instance: woken after each change that recorded
 * rows and by a timer (rows other instances recorded, retries). A round claims due rows in a
 * short transaction (MySQL/MariaDB: FOR UPDATE SKIP LOCKED, so instances take different rows;
 * SQLite: one process), sends them outside any transaction, and each outcome is recorded only
 * while this instance still holds the claim. A claimer that died leaves its claim to expire, and
 * the row is sent again: at least once.
 */
export class LeasedOutbox<Row extends OutboxColumns> {
  private readonly logger: Logger;
  private readonly owner = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer?: NodeJS.Timeout;
  private round: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly options: LeasedOutboxOptions<Row>) {
    this.logger = new Logger(`Outbox ${options.what}`);
  }

  start(): void {
    if (!this.options.active) {
      this.stopped = true;
      return;
    }
    this.timer = setInterval(() => this.nudge(), this.options.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** No new rounds; resolves when the one under way, and every row being sent, has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.round;
    await Promise.allSettled([...this.sending]);
  }

  /** Wakes the sender once the transaction of `manager`, which wrote rows to this outbox, commits. */
  wakeAfterCommit(manager: EntityManager): void {
    this.options.events.afterCommitOf(manager, this.wake);
  }

  private readonly wake = () => this.nudge();

  /** Sends what is due; called after a commit that recorded rows. Never throws. */
  nudge(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.sendDue()
      .catch((error: unknown) =>
        this.logger.warn(
          `Sending ${this.options.what} failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => {
        this.round = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Rounds until nothing is due (tests, shutdown): resolves when the outbox is idle. */
  async drain(): Promise<void> {
    for (;;) {
      while (this.round) await this.round;
      if (this.sending.size > 0) {
        await Promise.allSettled([...this.sending]);
        continue;
      }
      await this.sendDue();
      // A row that ended during that round may have started another (nudge), still claiming.
      if (this.sending.size === 0 && !this.round) return;
    }
  }

  /** Records a row's outcome while the claim is still this instance's; false when it had expired (another may send it again). */
  async settle(row: Row, outcome: Partial<Row>): Promise<boolean> {
    const { entity, transactions } = this.options;
    const released = { ...outcome, claimedBy: null, claimExpiresAt: null } as Partial<Row>;
    const result = await transactions.run((manager) =>
      manager.update(entity, { id: row.id, claimedBy: this.owner } as never, released as never),
    );
    if (result.affected === 1) return true;
    this.logger.warn(
      `Row ${row.id}: the claim had expired before it was settled (another instance may send it again).`,
    );
    return false;
  }

  private async sendDue(): Promise<void> {
    const { batch, inFlight } = this.options;
    for (;;) {
      // Until a round finds nothing: sending a row may make the next one of its subject due.
      const room = inFlight === undefined ? batch : Math.min(batch, inFlight - this.sending.size);
      if (room <= 0) return; // a row that ends sending starts the next round
      const claimed = await this.claim(room);
      if (claimed.length === 0 || this.stopped) return;
      if (inFlight === undefined) await this.options.send(claimed);
      else for (const row of claimed) this.sendAlone(row);
    }
  }

  /** Sends one row beside the others; when it ends, what it made due (or room for) is sent. */
  private sendAlone(row: Row): void {
    const sent: Promise<void> = this.options
      .send([row])
      .catch((error: unknown) =>
        this.logger.warn(
          `Sending ${this.options.what} ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => {
        this.sending.delete(sent);
        this.nudge();
      });
    this.sending.add(sent);
  }

  private claim(limit: number): Promise<Row[]> {
    const { entity, transactions, leaseMs, onlyClaim } = this.options;
    return transactions.run(async (manager) => {
      const now = new Date();
      const due = manager
        .createQueryBuilder(entity, 'd')
        .select('d.id', 'id')
        .where(
          "d.status = 'pending' AND d.nextAttemptAt <= :now AND (d.claimExpiresAt IS NULL OR d.claimExpiresAt < :now)",
          { now },
        )
        .orderBy('d.id')
        .limit(limit);
      onlyClaim?.(due);
      if (isMysql(manager)) due.setLock('pessimistic_write').setOnLocked('skip_locked');
      const ids = (await due.getRawMany<{ id: number }>()).map((row) => Number(row.id));
      if (ids.length === 0) return [];
      await manager.update(
        entity,
        { id: In(ids) } as never,
        { claimedBy: this.owner, claimExpiresAt: new Date(now.getTime() + leaseMs) } as never,
      );
      return manager.find(entity, { where: { id: In(ids) } as never, order: { id: 'ASC' } as never });
    });
  }
}
