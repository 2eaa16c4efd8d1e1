import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxDispatcher } from './outbox-dispatcher.js';
import { OutboxMail, type OutboxEventType, type MessageKind } from './outbox-mail.entity.js';
import { STAFF_KINDS } from './templates/index.js';

export interface OutboxMessage {
  readonly kind: MessageKind;
  readonly payload: object;
}

/** Mail that an undo may take back: held back for a while under a topic, then sent. */
export interface HeldBack {
  readonly topic: string;
  readonly forMs: number;
}

/**
 * Mail about an order (its payload names it) to one reader, the customer or the staff, is one
 * subject: sent in the order it was written. One reader's mail never waits on the other's.
 */
const subjectOf = ({ kind, payload }: OutboxMessage): string | null => {
  const { orderId } = payload as { orderId?: unknown };
  if (typeof orderId !== 'number') return null;
  return `order:${orderId}:${STAFF_KINDS.has(kind) ? 'staff' : 'customer'}`;
};

/**
 * Writes the messages an event sends, in the caller's transaction: they exist if and only if the
 * change commits; the sender is woken once it has.
 */
@Injectable()
export class OutboxService {
  constructor(private readonly dispatcher: OutboxDispatcher) {}

  async record(
    manager: EntityManager,
    eventType: OutboxEventType,
    messages: readonly OutboxMessage[],
    heldBack?: HeldBack,
  ): Promise<void> {
    if (messages.length === 0) return;
    const now = new Date();
    await manager.insert(
      OutboxMail,
      messages.map((message) => ({
        eventType,
        kind: message.kind,
        payload: JSON.stringify(message.payload),
        status: 'pending' as const,
        topic: heldBack?.topic ?? null,
        subject: subjectOf(message),
        attempts: 0,
        nextAttemptAt: new Date(now.getTime() + (heldBack?.forMs ?? 0)),
        claimedBy: null,
        claimExpiresAt: null,
        lastError: null,
        createdAt: now,
        sentAt: null,
      })),
    );
    this.dispatcher.wakeAfterCommit(manager);
  }

  /** Takes back the mail of `topic` that is not sent yet nor being sent; whether there was any (then nothing reached the customer). */
  async withdraw(manager: EntityManager, topic: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(OutboxMail)
      .set({ status: 'withdrawn' })
      .where(
        "topic = :topic AND status = 'pending' AND attempts = 0 AND (claimExpiresAt IS NULL OR claimExpiresAt < :now)",
        { topic, now: new Date() },
      )
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
