import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Injectable } from '@nestjs/common';
import { changedBy } from '../../platform/identity/actor.js';
import { unauthenticated } from '../../platform/errors/domain-error.js';
import type { ClientInfo } from '../../http/client-info.js';
import { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { Role } from '../../platform/identity/role.js';
import { SessionsService } from '../users/sessions.service.js';
import { userNameKey, UsersService } from '../users/users.service.js';
import { INVALID_CREDENTIALS } from './auth-messages.js';
import { DeviceCookies } from './device-cookies.js';
import { LoginInput } from './dto/login.input.js';
import type { AuthPayload } from './models/auth-payload.model.js';
import { TokenService } from './token.service.js';

const WRONG_PORTAL: Record<Role, string> = {
  [Role.Customer]: 'Employee accounts sign in through the Employee Portal.',
  [Role.Employee]: 'This portal is strictly for employees. Customers sign in through the customer login.',
};

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimits,
    private readonly devices: DeviceCookies,
  ) {}

  /**
   * Each portal admits only its own role; the password is checked first so the portal hint leaks
   * nothing. Failures are counted (RateLimits.assertLoginAllowed): a browser that has signed in to
   * the account before on its own, any other attempt per account and address, per address, and per
   * account; past a limit even the right password waits. The right password makes the browser known.
   */
  async login(portal: Role, raw: unknown, client: ClientInfo): Promise<AuthPayload> {
    const input = validateInput(LoginInput, raw);
    const accountKey = userNameKey(input.userName);
    const device = this.devices.recognise(client, accountKey);
    const attempt = { accountKey, ip: client.ip, device };
    await this.limits.assertLoginAllowed(attempt);
    const user = await this.users.findByUserName(input.userName);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      await this.limits.recordLoginFailure(attempt);
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.limits.recordLoginSuccess(attempt);
    this.devices.remember(client, accountKey, device);
    if (user.role !== portal) throw unauthenticated(WRONG_PORTAL[portal]);
    const { token, expiresAt } = this.tokens.issue(user, await this.sessions.start(user.id));
    return { token, userId: user.id, role: user.role, expiresAt };
  }

  /** Ends the caller's session: its token stops working everywhere at once. */
  async logout(caller: AuthUser): Promise<void> {
    await this.sessions.revoke(caller.sessionId, changedBy(caller));
  }
}
