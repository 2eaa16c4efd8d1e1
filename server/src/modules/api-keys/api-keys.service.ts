import { Injectable } from '@nestjs/common';
import { EventBus } from '../../platform/events/event-bus.js';
import { randomUUID } from 'node:crypto';
import { IsNull, type Repository } from 'typeorm';
import { sqlInstant } from '../../database/entity-columns.js';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { badInput, forbidden, notFound, unauthenticated } from '../../platform/errors/domain-error.js';
import { SCOPES_BY_ROLE, type ApiScope } from '../../platform/identity/api-scope.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import type { Role } from '../../platform/identity/role.js';
import { Clock } from '../../platform/time/clock.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { changedBy } from '../../platform/identity/actor.js';
import { apiKeyHash, newApiKeySecret, wellFormedApiKey } from './api-key-secret.js';
import { ApiKey } from './api-key.entity.js';
import { CreateApiKeyInput } from './dto/create-api-key.input.js';

/** Keys an account may hold at once (revoked ones do not count). */
export const MAX_KEYS_PER_ACCOUNT = 20;
/** last_used_at is written at most this often per key: a busy script costs no write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const KEY_REFUSED = 'This API key is not valid: it may have been revoked or have expired.';

interface KeyAccount {
  id: string;
  userId: string;
  scopes: string;
  lastUsedAt: Date | string | null;
  role: Role;
  fullName: string;
}

/**
 * API keys: made by a signed-in person for themselves, checked on every request by one indexed
 * read of the secret's hash (no cache, so a revocation or expiry holds on every instance the
 * moment it commits), revoked with a conditional update.
 */
@Injectable()
export class ApiKeysService {
  private readonly keys: Repository<ApiKey>;

  constructor(
    private readonly events: EventBus,
    reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {
    this.keys = reads.repository(ApiKey);
  }

  async create(owner: AuthUser, raw: unknown): Promise<{ key: ApiKey; secret: string }> {
    const input = validateInput(CreateApiKeyInput, raw);
    const allowed = SCOPES_BY_ROLE[owner.role];
    const refused = input.scopes.filter((scope) => !allowed.includes(scope as ApiScope));
    if (refused.length > 0)
      throw badInput(`${owner.role} accounts cannot give a key ${refused.join(', ')}.`, {
        scopes: 'Not a scope this account may give',
      });
    const now = this.clock.now();
    if (input.expiresAt && input.expiresAt.getTime() <= now.getTime())
      throw badInput('Expiry must be in the future.', { expiresAt: 'Must be in the future' });
    const { secret, prefix, hash } = newApiKeySecret();
    const key = this.keys.create({
      id: randomUUID(),
      userId: owner.id,
      name: input.name,
      scopes: [...new Set(input.scopes)].sort().join(' '),
      prefix,
      secretHash: hash,
      createdAt: now,
      lastUsedAt: null,
      expiresAt: input.expiresAt ?? null,
      revokedAt: null,
    });
    await this.transactions.run(async (manager) => {
      const held = await manager.count(ApiKey, { where: { userId: owner.id, revokedAt: IsNull() } });
      if (held >= MAX_KEYS_PER_ACCOUNT)
        throw badInput(`An account can hold at most ${MAX_KEYS_PER_ACCOUNT} keys; revoke one first.`);
      await manager.insert(ApiKey, key);
      await this.events.record(manager, {
        by: changedBy(owner),
        audit: {
          action: 'api_key.created',
          targetType: 'api_key',
          targetId: key.id,
          after: { name: key.name, scopes: key.scopes },
        },
        type: 'ApiKeyChanged',
        keyId: key.id,
      });
    });
    return { key, secret };
  }

  /** The owner's keys that are not revoked, newest first. */
  list(owner: AuthUser): Promise<ApiKey[]> {
    return this.keys.find({
      where: { userId: owner.id, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
  }

  /** Revokes one of the owner's keys: once this returns, no instance accepts it. */
  async revoke(owner: AuthUser, id: string): Promise<ApiKey> {
    return this.transactions.run(async (manager) => {
      const revokedAt = this.clock.now();
      const result = await manager.update(ApiKey, { id, userId: owner.id, revokedAt: IsNull() }, { revokedAt });
      if (result.affected !== 1) throw notFound('No such API key.');
      await this.events.record(manager, {
        by: changedBy(owner),
        audit: {
          action: 'api_key.revoked',
          targetType: 'api_key',
          targetId: id,
        },
        type: 'ApiKeyChanged',
        keyId: id,
      });
      return manager.findOneOrFail(ApiKey, { where: { id } });
    });
  }

  /**
   * The caller a key stands for, or UNAUTHENTICATED. Its scopes are cut to what the account's
   * role may do now (an account that changed role keeps no scope it may no longer give).
   */
  async callerFor(secret: string): Promise<AuthUser> {
    if (!wellFormedApiKey(secret)) throw unauthenticated(KEY_REFUSED);
    const now = this.clock.now();
    const row = await this.keys
      .createQueryBuilder('k')
      .innerJoin('k.user', 'u')
      .select('k.id', 'id')
      .addSelect('k.userId', 'userId')
      .addSelect('k.scopes', 'scopes')
      .addSelect('k.lastUsedAt', 'lastUsedAt')
      .addSelect('u.role', 'role')
      .addSelect('u.fullName', 'fullName')
      .where('k.secretHash = :hash AND k.revokedAt IS NULL AND (k.expiresAt IS NULL OR k.expiresAt > :now)', {
        hash: apiKeyHash(secret),
        now,
      })
      .getRawOne<KeyAccount>();
    if (!row) throw unauthenticated(KEY_REFUSED);
    const allowed = SCOPES_BY_ROLE[row.role] ?? [];
    const scopes = row.scopes.split(' ').filter((scope): scope is ApiScope => allowed.includes(scope as ApiScope));
    this.noteUse(row, now);
    return {
      id: row.userId,
      role: row.role,
      fullName: row.fullName,
      sessionId: `api-key:${row.id}`,
      apiKey: { id: row.id, scopes },
    };
  }

  /** Keys may not manage keys, sessions or passwords: the guard refuses them, this says so again. */
  assertPerson(caller: AuthUser): void {
    if (caller.apiKey) throw forbidden('API keys cannot do this; sign in.');
  }

  private noteUse(row: KeyAccount, now: Date): void {
    const last = row.lastUsedAt ? sqlInstant(row.lastUsedAt).getTime() : 0;
    if (now.getTime() - last < LAST_USED_RESOLUTION_MS) return;
    // Not awaited: the request does not wait on bookkeeping, and a failure here must not fail it.
    void this.transactions
      .run((manager) => manager.update(ApiKey, { id: row.id }, { lastUsedAt: now }))
      .catch(() => undefined);
  }
}
