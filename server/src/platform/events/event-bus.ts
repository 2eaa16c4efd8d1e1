import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent, DomainEventType, EventOf } from './domain-events.js';

type WithinHandler = (event: DomainEvent, manager: EntityManager) => Promise<void>;
type AfterHandler = (event: DomainEvent) => Promise<void> | void;

/** What one attempt of a transaction leaves for after its commit: its events, and work asked for once (waking an outbox's sender). */
export interface TransactionAttempt {
  readonly events: DomainEvent[];
  readonly afterCommit: Set<() => void>;
}

/**
 * Domain events between the module that makes a change and the ones that react to it.
 *
 * A service records an event in its transaction (`record`); TransactionRunner opens a list for
 * each attempt of a transaction and delivers it only once that attempt has committed. Two kinds
 * of subscriber:
 * - `withinTransaction`: writes that must commit or roll back with the change (the outbox's
 *   mail, the kept order figures): they run at once, in the change's transaction, and a failure
 *   rolls the change back.
 * - `afterCommit`: reactions that must never see a change that did not happen (live updates,
 *   cache invalidation, waking the mail dispatcher): they run after the commit, in the order
 *   the events were recorded, and a failure is logged, never answered to the caller.
 * A rolled-back attempt's list is dropped, so nothing of it is ever delivered.
 *
 * Beside events, a writer may ask for work once after its transaction commits (`afterCommitOf`):
 * an outbox wakes its sender after any transaction that wrote to it, whichever event wrote there.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger('EventBus');
  private readonly within = new Map<DomainEventType, WithinHandler[]>();
  private readonly after = new Map<DomainEventType, AfterHandler[]>();
  private readonly withinEvery: WithinHandler[] = [];
  private readonly open = new WeakMap<EntityManager, TransactionAttempt>();

  withinTransaction<T extends DomainEventType>(
    type: T,
    handler: (event: EventOf<T>, manager: EntityManager) => Promise<void>,
  ): void {
    this.handlers(this.within, type).push(handler as WithinHandler);
  }

  /** A within-transaction subscriber to every event, whatever its type (the activity log's). */
  withinTransactionOfEvery(handler: WithinHandler): void {
    this.withinEvery.push(handler);
  }

  afterCommit<T extends DomainEventType>(type: T, handler: (event: EventOf<T>) => Promise<void> | void): void {
    this.handlers(this.after, type).push(handler as AfterHandler);
  }

  /** Records `event` as part of the transaction `manager` belongs to (one TransactionRunner opened). */
  async record(manager: EntityManager, event: DomainEvent): Promise<void> {
    const attempt = this.open.get(manager);
    if (!attempt) throw new Error(`${event.type} recorded outside a transaction of TransactionRunner`);
    attempt.events.push(event);
    for (const handler of this.withinEvery) await handler(event, manager);
    for (const handler of this.within.get(event.type) ?? []) await handler(event, manager);
  }

  /** Runs `work` once after the transaction of `manager` commits (the same function asked twice: once); never if it rolls back. */
  afterCommitOf(manager: EntityManager, work: () => void): void {
    const attempt = this.open.get(manager);
    if (!attempt) throw new Error('Work after commit asked for outside a transaction of TransactionRunner');
    attempt.afterCommit.add(work);
  }

  /** Starts the list of one transaction attempt (TransactionRunner only). */
  begin(manager: EntityManager): TransactionAttempt {
    const attempt: TransactionAttempt = { events: [], afterCommit: new Set() };
    this.open.set(manager, attempt);
    return attempt;
  }

  /** Closes an attempt's list, committed or not: a late record() with its manager throws. */
  end(manager: EntityManager): void {
    this.open.delete(manager);
  }

  /** Hands a committed attempt's events to the after-commit subscribers, then runs its work after commit (TransactionRunner only). */
  async deliver({ events, afterCommit }: TransactionAttempt): Promise<void> {
    for (const event of events) {
      for (const handler of this.after.get(event.type) ?? []) {
        try {
          await handler(event);
        } catch (error) {
          this.logger.warn(
            `A subscriber to ${event.type} failed after commit: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
    for (const work of afterCommit) {
      try {
        work();
      } catch (error) {
        this.logger.warn(`Work after commit failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private handlers<H>(map: Map<DomainEventType, H[]>, type: DomainEventType): H[] {
    let list = map.get(type);
    if (!list) map.set(type, (list = []));
    return list;
  }
}
