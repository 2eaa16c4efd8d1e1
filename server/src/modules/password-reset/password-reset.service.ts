import { Inject, Injectable } from '@nestjs/common';
import { SYSTEM } from '../../platform/identity/actor.js';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { badInput } from '../../platform/errors/domain-error.js';
import type { ClientInfo } from '../../http/client-info.js';
import { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { publicOrigin, type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { passwordProblem } from '../users/password-policy.js';
import { SessionsService } from '../users/sessions.service.js';
import { User } from '../users/user.entity.js';
import { userNameKey } from '../users/users.service.js';
import { RequestPasswordResetInput, RESET_MESSAGES, ResetPasswordInput } from './dto/password-reset.inputs.js';
import { PasswordReset } from './password-reset.entity.js';

const LINK_LIFETIME_MS = 30 * 60 * 1000;
/** The page of the client that takes the token from the link. */
export const RESET_PATH = '/reset-password';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * 'Forgot password?': a link by e-mail to the account's registered address, the same answer
 * whether or not an account matched, throttled per address and per account; the link works
 * once, for 30 minutes, and using it ends every session of the account.
 */
@Injectable()
export class PasswordResetService {
  private readonly users: Repository<User>;
  private readonly resets: Repository<PasswordReset>;

  constructor(
    reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly limits: RateLimits,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.users = reads.repository(User);
    this.resets = reads.repository(PasswordReset);
  }

  /** Always the same answer; a link goes out only for an account that matched and has not asked too often. */
  async request(raw: unknown, client: ClientInfo): Promise<string> {
    const input = validateInput(RequestPasswordResetInput, raw);
    await this.limits.countRegistration(client.ip);
    const account = input.account;
    const user =
      (await this.users.findOne({ where: { userNameKey: userNameKey(account) } })) ??
      (account.includes('@')
        ? await this.users
            .createQueryBuilder('u')
            .where('LOWER(u.email_address) = :email', { email: account.toLowerCase() })
            .orderBy('u.created_at', 'ASC')
            .getOne()
        : null);
    if (!user || !(await this.limits.allowPasswordReset(user.id))) return RESET_MESSAGES.requested;
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
    const origin = publicOrigin(this.config);
    const reset = {
      fullName: user.fullName,
      userName: user.userName,
      email: user.emailAddress,
      link: `${origin}${RESET_PATH}?token=${token}`,
      expiresAt,
    };
    await this.transactions.run(async (manager) => {
      await manager.insert(PasswordReset, {
        tokenHash: hashOf(token),
        userId: user.id,
        createdAt: now,
        expiresAt,
        usedAt: null,
      });
      await this.events.record(manager, { by: SYSTEM, type: 'PasswordResetRequested', reset });
    });
    return RESET_MESSAGES.requested;
  }

  /** Sets the new password if the link is valid; of two uses of one link, one wins. */
  async reset(raw: unknown): Promise<string> {
    const input = validateInput(ResetPasswordInput, raw);
    const tokenHash = hashOf(input.token);
    const reset = await this.resets.findOne({
      where: { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    const user = reset && (await this.users.findOne({ where: { id: reset.userId } }));
    if (!reset || !user) throw badInput(RESET_MESSAGES.invalidLink, { token: RESET_MESSAGES.invalidLink });
    if (input.password !== input.confirmPassword)
      throw badInput('Passwords do not match', { confirmPassword: 'Passwords do not match' });
    const problem = passwordProblem(input.password, user.userName);
    if (problem) throw badInput(problem, { password: problem });
    const passwordHash = await this.hasher.hash(input.password);
    await this.transactions.run(async (manager) => {
      const used = await manager
        .createQueryBuilder()
        .update(PasswordReset)
        .set({ usedAt: new Date() })
        .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > :now', { tokenHash, now: new Date() })
        .execute();
      if (used.affected !== 1) throw badInput(RESET_MESSAGES.invalidLink, { token: RESET_MESSAGES.invalidLink });
      await manager
        .createQueryBuilder()
        .update(User)
        .set({ passwordHash, tokenVersion: () => 'token_version + 1', updatedAt: new Date() })
        .where('id = :id', { id: user.id })
        .execute();
      await this.sessions.revokeOthers(manager, user.id, null);
      // The one-time link proves the person: the change is theirs.
      await this.events.record(manager, {
        by: { kind: 'person', userId: user.id },
        type: 'AccountChanged',
        userId: user.id,
      });
    });
    return RESET_MESSAGES.done;
  }
}
