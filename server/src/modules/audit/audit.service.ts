import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { AuditEvent, type AuditAction } from './audit-event.entity.js';

export interface AuditEntry {
  /** Who made the change, and with which API key if with one. */
  actor: Pick<AuthUser, 'id' | 'apiKey'>;
  action: AuditAction;
  targetType: AuditEvent['targetType'];
  targetId: string;
  before?: object | null;
  after?: object | null;
}

@Injectable()
export class AuditService {
  /** Written with the caller's transaction manager so the event commits (or not) with the change. */
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.insert(AuditEvent, {
      actorId: entry.actor.id,
      apiKeyId: entry.actor.apiKey?.id ?? null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      createdAt: new Date(),
    });
  }
}
