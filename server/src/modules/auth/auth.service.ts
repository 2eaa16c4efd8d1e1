import { Injectable } from '@nestjs/common';
import { unauthenticated } from '../../common/errors/domain-error.js';
import type { ClientInfo } from '../../common/http/client-info.js';
import { RateLimits } from '../../common/rate-limit/rate-limits.js';
import { validateInput } from '../../common/validation/validate-input.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { Role } from '../../common/auth/role.js';
import { SessionsService } from '../users/sessions.service.js';
import { userNameKey, UsersService } from '../users/users.service.js';
import { INVALID_CREDENTIALS } from './auth-messages.js';
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
  ) {}

  /**
   * Each portal admits only its own role; the password is checked first so the portal hint leaks
   * nothing. Failures count per account and per IP; past the limit even the right password waits.
   */
  async login(portal: Role, raw: unknown, client: ClientInfo): Promise<AuthPayload> {
    const input = validateInput(LoginInput, raw);
    const accountKey = userNameKey(input.userName);
    await this.limits.assertLoginAllowed(accountKey, client.ip);
    const user = await this.users.findByUserName(input.userName);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      await this.limits.recordLoginFailure(accountKey, client.ip);
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.limits.recordLoginSuccess(accountKey);
    if (user.role !== portal) throw unauthenticated(WRONG_PORTAL[portal]);
    const { token, expiresAt } = this.tokens.issue(user, await this.sessions.start(user.id));
    return { token, userId: user.id, role: user.role, expiresAt };
  }

  /** Ends the caller's session: its token stops working everywhere at once. */
  async logout(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
  }
}
