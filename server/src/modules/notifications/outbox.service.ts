import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxMail, type OutboxEventType, type MessageKind } from './outbox-mail.entity.js';

export interface OutboxMessage {
  readonly kind: MessageKind;
  readonly payload: object;
}

/** Writes the messages an event sends, in the caller's transaction: they exist if and only if the change commits. */
@Injectable()
export class OutboxService {
  async record(manager: EntityManager, eventType: OutboxEventType, messages: readonly OutboxMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const now = new Date();
    await manager.insert(
      OutboxMail,
      messages.map((message) => ({
        eventType,
        kind: message.kind,
        payload: JSON.stringify(message.payload),
        status: 'pending' as const,
        attempts: 0,
        nextAttemptAt: now,
        claimedBy: null,
        claimExpiresAt: null,
        lastError: null,
        createdAt: now,
        sentAt: null,
      })),
    );
  }
}
