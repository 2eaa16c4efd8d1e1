import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../platform/identity/actor.js';
import { randomUUID } from 'node:crypto';
import { IsNull, LessThan, Not, type EntityManager, type Repository } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { EventBus } from '../../platform/events/event-bus.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { SessionCache, type SessionAccount } from './session-cache.js';
import { Session } from './session.entity.js';

export type { SessionAccount } from './session-cache.js';

/** Expired sessions are kept a day (for support questions), then removed at the owner's next login. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class SessionsService {
  private readonly sessions: Repository<Session>;

  constructor(
    reads: Reads,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: SessionCache,
    private readonly events: EventBus,
  ) {
    this.sessions = reads.repository(Session);
  }

  /** A new session for a login, lasting as long as its token. */
  async start(userId: string): Promise<Session> {
    const now = new Date();
    const session = this.sessions.create({
      id: randomUUID(),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.config.jwtLifetimeSeconds * 1000),
      revokedAt: null,
    });
    await this.transactions.run(async (manager) => {
      await manager.delete(Session, { userId, expiresAt: LessThan(new Date(now.getTime() - KEEP_EXPIRED_MS)) });
      await manager.insert(Session, session);
    });
    return session;
  }

  /** The account of a session that is neither revoked nor expired, or null. */
  findActive(sessionId: string): Promise<SessionAccount | null> {
    return this.cache.get(sessionId, () => this.queryActive(sessionId));
  }

  /** The account of a session known to be active from the cache alone, or undefined when it would have to be read. */
  knownActive(sessionId: string): SessionAccount | undefined {
    return this.cache.peek(sessionId);
  }

  private async queryActive(sessionId: string): Promise<SessionAccount | null> {
    const row = await this.sessions
      .createQueryBuilder('s')
      .innerJoin('s.user', 'u')
      .select('u.id', 'userId')
      .addSelect('u.role', 'role')
      .addSelect('u.fullName', 'fullName')
      .where('s.id = :id AND s.revokedAt IS NULL AND s.expiresAt > :now', { id: sessionId, now: new Date() })
      .getRawOne<SessionAccount>();
    return row ? { userId: row.userId, role: row.role, fullName: row.fullName } : null;
  }

  /** Logout: the session's token stops working at once. */
  async revoke(sessionId: string, by: Actor): Promise<void> {
    await this.transactions.run(async (manager) => {
      await manager.update(Session, { id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
      await this.events.record(manager, { by, type: 'SignedOut', sessionId });
    });
  }

  /** Every other live session of the account ends (after a password change), in the caller's transaction, which records AccountChanged. */
  async revokeOthers(manager: EntityManager, userId: string, keepSessionId: string | null): Promise<void> {
    const others = keepSessionId
      ? { userId, id: Not(keepSessionId), revokedAt: IsNull() }
      : { userId, revokedAt: IsNull() };
    await manager.update(Session, others, { revokedAt: new Date() });
  }
}
