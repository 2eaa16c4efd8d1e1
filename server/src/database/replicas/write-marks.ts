import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ReplicaConfig } from '../../config/replica-config.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { REDIS_CLIENT } from '../../platform/shared-state/redis.provider.js';
import { CLOCK_SKEW_MS, REPLICA_CONFIG } from './replica-set.js';

/** Marks kept in this instance's memory before the oldest are let go. */
const LOCAL_MARKS = 10_000;

/**
 * When each caller last changed something (ms, stamped after the change committed), shared by
 * every instance through Redis: a caller reads from a replica only once it has applied that
 * moment (ReplicaSet.pick). A mark is kept for the longest lag a replica may have plus the clocks'
 * skew; after that every replica in use has the change anyway.
 */
@Injectable()
export class WriteMarks {
  private readonly local = new Map<string, number>();
  private readonly keepMs: number;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    @Inject(REPLICA_CONFIG) config: ReplicaConfig,
  ) {
    this.keepMs = config.maxLagMs + CLOCK_SKEW_MS;
  }

  async mark(caller: AuthUser): Promise<void> {
    const key = keyOf(caller);
    const at = Date.now();
    this.local.delete(key);
    this.local.set(key, at);
    if (this.local.size > LOCAL_MARKS) this.local.delete(this.local.keys().next().value!);
    await this.redis?.set(`replica:wrote:${key}`, at, 'PX', this.keepMs).catch(() => undefined);
  }

  /**
   * The caller's last change as far as any instance knows: null for none within the window;
   * undefined when that cannot be told (Redis not answering), and the caller must read from the primary.
   */
  async lastWrite(caller: AuthUser): Promise<number | null | undefined> {
    const key = keyOf(caller);
    const here = this.local.get(key);
    const local = here !== undefined && here > Date.now() - this.keepMs ? here : null;
    if (!this.redis) return local;
    try {
      const shared = await this.redis.get(`replica:wrote:${key}`);
      return shared === null ? local : Math.max(Number(shared), local ?? 0);
    } catch {
      return undefined;
    }
  }
}

/** A session's user and an API key's holder are one caller: they see the same orders. */
const keyOf = (caller: AuthUser): string => caller.id;
