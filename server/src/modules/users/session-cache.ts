import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Role } from '../../platform/identity/role.js';
import { InvalidatedCache } from '../../platform/cache/invalidated-cache.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { SharedEvents } from '../../platform/shared-state/shared-events.js';

/** The account behind a live session: what every authenticated request needs, in one indexed lookup. */
export interface SessionAccount {
  userId: string;
  role: Role;
  fullName: string;
}

/** What ends cached sessions on every instance: one session (logout) or all of an account's. */
type SessionsChanged = { sessionId: string } | { userId: string };

/**
 * Sessions checked in the last half minute answer from memory: the token check costs no query
 * for a busy customer. A committed logout (SignedOut) or account change (AccountChanged) empties
 * the cache on every instance at once; the lifetime only bounds a lost cross-instance message.
 */
const CACHE = { max: 50_000, ttlMs: 30_000 };

@Injectable()
export class SessionCache implements OnModuleInit {
  private readonly cache: InvalidatedCache<string, SessionAccount>;

  constructor(
    shared: SharedEvents,
    private readonly bus: EventBus,
  ) {
    this.cache = new InvalidatedCache<string, SessionAccount>(shared, 'sessions.changed', {
      ...CACHE,
      drop: (payload, sessionId, account) => {
        const change = payload as SessionsChanged;
        return 'sessionId' in change ? change.sessionId === sessionId : change.userId === account.userId;
      },
    });
  }

  onModuleInit(): void {
    this.bus.afterCommit('SignedOut', ({ sessionId }) =>
      this.cache.invalidate({ sessionId } satisfies SessionsChanged),
    );
    this.bus.afterCommit('AccountChanged', ({ userId }) => this.cache.invalidate({ userId } satisfies SessionsChanged));
  }

  get(sessionId: string, load: () => Promise<SessionAccount | null>): Promise<SessionAccount | null> {
    return this.cache.get(sessionId, load);
  }

  peek(sessionId: string): SessionAccount | undefined {
    return this.cache.peek(sessionId);
  }
}
