import { Injectable } from '@nestjs/common';
import { changedBy } from '../../platform/identity/actor.js';
import { randomUUID } from 'node:crypto';
import { In, type Repository } from 'typeorm';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { isDuplicateKey } from '../../platform/errors/database-errors.js';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { badInput, conflict, notFound } from '../../platform/errors/domain-error.js';
import { EventBus } from '../../platform/events/event-bus.js';
import type { ClientInfo } from '../../http/client-info.js';
import { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { profileFormSummary } from './dto/profile-fields.js';
import { RegisterInput } from './dto/register.input.js';
import { UpdateProfileInput } from './dto/update-profile.input.js';
import { PasswordHasher } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import { Role } from '../../platform/identity/role.js';
import { SessionsService } from './sessions.service.js';
import { ProfileAddressPort, type ProfileAddressInput } from './profile-address-port.js';
import { User } from './user.entity.js';

/** User names are unique and matched without regard to case or surrounding spaces. */
export const userNameKey = (userName: string) => userName.trim().toLowerCase();

/**
 * How a profile update proves a password change: GraphQL asks for the current password; the legacy
 * REST payload has no field for it, so that path relies on the signed-in session alone.
 */
export interface ProfileUpdateOptions {
  currentPasswordRequired: boolean;
  client: ClientInfo;
}

export const PROFILE_MESSAGES = {
  currentPasswordMissing: 'Please enter your current password to change it.',
  currentPasswordWrong: 'Current password is not correct.',
} as const;

export interface NewAccount extends ProfileAddressInput {
  role: Role;
  userName: string;
  fullName: string;
  mobileNumber: string;
  emailAddress: string;
  password: string;
}

@Injectable()
export class UsersService {
  private readonly users: Repository<User>;

  constructor(
    reads: Reads,
    private readonly hasher: PasswordHasher,
    private readonly transactions: TransactionRunner,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimits,
    private readonly events: EventBus,
    private readonly profileAddresses: ProfileAddressPort,
  ) {
    this.users = reads.repository(User);
  }

  /** Self-service sign-up: always a Customer account; a few per network and hour. */
  async register(raw: unknown, client: ClientInfo): Promise<User> {
    await this.limits.countRegistration(client.ip);
    return this.createValidated(raw, Role.Customer);
  }

  /** Employees are created by an operator (npm run create-employee), with the same rules. */
  createEmployee(raw: unknown): Promise<User> {
    return this.createValidated(raw, Role.Employee);
  }

  private async createValidated(raw: unknown, role: Role): Promise<User> {
    const input = validateInput(RegisterInput, raw, profileFormSummary);
    if (input.password !== input.confirmPassword) {
      throw badInput('Passwords do not match', { confirmPassword: 'Passwords do not match' });
    }
    return this.createAccount({ ...input, role });
  }

  /** Creates an account of any role (registration, seeding, the create-employee command). */
  async createAccount(account: NewAccount): Promise<User> {
    const problem = passwordProblem(account.password, account.userName);
    if (problem) throw badInput(problem, { password: problem });
    const key = userNameKey(account.userName);
    if (await this.users.exists({ where: { userNameKey: key } })) throw this.userNameTaken();
    const place = this.profileAddresses.placed(account);
    const now = new Date();
    const user = this.users.create({
      id: randomUUID(),
      role: account.role,
      userName: account.userName.trim(),
      userNameKey: key,
      fullName: account.fullName,
      address: place.written,
      mobileNumber: account.mobileNumber,
      emailAddress: account.emailAddress,
      passwordHash: await this.hasher.hash(account.password),
      tokenVersion: 0,
      createdAt: now,
      updatedAt: now,
    });
    try {
      // Through the runner: on SQLite a bare save could land inside another request's transaction.
      return await this.transactions.run(async (manager) => {
        const saved = await manager.save(User, user);
        await place.save(manager, saved.id);
        return saved;
      });
    } catch (error) {
      // Two sign-ups with the same name at once: the unique index decides.
      if (isDuplicateKey(error)) throw this.userNameTaken();
      throw error;
    }
  }

  findByUserName(userName: string): Promise<User | null> {
    return this.users.findOne({ where: { userNameKey: userNameKey(userName) } });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  async findByIds(ids: readonly string[]): Promise<User[]> {
    return ids.length === 0 ? [] : this.users.find({ where: { id: In([...ids]) } });
  }

  async getProfile(userId: string): Promise<User> {
    const user = await this.findById(userId);
    if (!user) throw notFound('User not found.');
    return user;
  }

  /**
   * A user updates only their own profile. A non-empty new password replaces the old one and
   * ends every other session of the account; the session that made the change stays signed in.
   */
  async updateProfile(
    caller: AuthUser,
    raw: unknown,
    options: ProfileUpdateOptions,
  ): Promise<{ user: User; passwordChanged: boolean }> {
    const input = validateInput(UpdateProfileInput, raw, profileFormSummary);
    const user = await this.getProfile(caller.id);
    const newPassword = input.newPassword ?? '';
    const confirmation = input.confirmNewPassword ?? '';
    if (newPassword !== '' || confirmation !== '') {
      if (newPassword !== confirmation)
        throw badInput('Passwords do not match', { confirmNewPassword: 'Passwords do not match' });
      const problem = passwordProblem(newPassword, input.userName);
      if (problem) throw badInput(problem, { newPassword: problem });
    }
    const passwordChanged = newPassword !== '';
    if (passwordChanged && options.currentPasswordRequired)
      await this.assertCurrentPassword(user, input.currentPassword, caller, options.client);
    const key = userNameKey(input.userName);
    if (key !== user.userNameKey && (await this.users.exists({ where: { userNameKey: key } })))
      throw this.userNameTaken();
    // The same line sent back unchanged (as the legacy form always does) leaves the place as it is.
    const place = input.cityCode || input.address !== user.address ? this.profileAddresses.placed(input) : null;

    const changes: Partial<User> = {
      userName: input.userName,
      userNameKey: key,
      fullName: input.fullName,
      address: place?.written ?? user.address,
      mobileNumber: input.mobileNumber,
      emailAddress: input.emailAddress,
      updatedAt: new Date(),
      ...(passwordChanged
        ? { passwordHash: await this.hasher.hash(newPassword), tokenVersion: user.tokenVersion + 1 }
        : {}),
    };
    try {
      const saved = await this.transactions.run(async (manager) => {
        // Conditional on the password version read above: of two simultaneous password changes only one wins.
        const result = await manager
          .createQueryBuilder()
          .update(User)
          .set(changes)
          .where('id = :id AND token_version = :version', { id: user.id, version: user.tokenVersion })
          .execute();
        if (result.affected !== 1)
          throw conflict('Your profile was changed at the same time. Please reload it and try again.');
        if (place) await place.save(manager, user.id);
        if (passwordChanged) await this.sessions.revokeOthers(manager, user.id, caller.sessionId);
        await this.events.record(manager, { by: changedBy(caller), type: 'AccountChanged', userId: user.id });
        return manager.findOneOrFail(User, { where: { id: user.id } });
      });
      return { user: saved, passwordChanged };
    } catch (error) {
      if (isDuplicateKey(error)) throw this.userNameTaken();
      throw error;
    }
  }

  /**
   * Proof that the person at the keyboard knows the password, rate-limited like a login from a
   * known browser: counted per session (signing in proved it once), so that a stranger's guessing
   * at the account cannot stop its owner changing the password.
   */
  private async assertCurrentPassword(
    user: User,
    currentPassword: string | null | undefined,
    caller: AuthUser,
    client: ClientInfo,
  ): Promise<void> {
    if (!currentPassword)
      throw badInput(PROFILE_MESSAGES.currentPasswordMissing, {
        currentPassword: PROFILE_MESSAGES.currentPasswordMissing,
      });
    const attempt = { accountKey: user.userNameKey, ip: client.ip, device: `session:${caller.sessionId}` };
    await this.limits.assertLoginAllowed(attempt);
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) {
      await this.limits.recordLoginFailure(attempt);
      throw badInput(PROFILE_MESSAGES.currentPasswordWrong, { currentPassword: PROFILE_MESSAGES.currentPasswordWrong });
    }
  }

  private userNameTaken() {
    return conflict('Username is already taken.');
  }
}
