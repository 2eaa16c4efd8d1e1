import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '../../platform/events/domain-events.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { AuditEvent } from './audit-event.entity.js';

/**
 * The activity log: a row for every event that says what to keep of its change, written in the
 * change's transaction (the row exists if and only if the change commits), with who made it.
 */
@Injectable()
export class AuditSubscriber implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.withinTransactionOfEvery((event, manager) => this.keep(event, manager));
  }

  private async keep({ by, audit, type }: DomainEvent, manager: EntityManager): Promise<void> {
    if (!audit) return;
    // The log names a person; the shop's own doings are not audited.
    if (by.kind === 'system') throw new Error(`${type} asks for an audit row without a person to name`);
    await manager.insert(AuditEvent, {
      actorId: by.userId,
      apiKeyId: by.kind === 'key' ? by.apiKeyId : null,
      action: audit.action,
      targetType: audit.targetType,
      targetId: audit.targetId,
      before: audit.before ? JSON.stringify(audit.before) : null,
      after: audit.after ? JSON.stringify(audit.after) : null,
      createdAt: new Date(),
    });
  }
}
