import { Injectable } from '@nestjs/common';
import { unauthenticated } from '../../common/errors/domain-error.js';
import { validateInput } from '../../common/validation/validate-input.js';
import { Role } from '../users/role.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { UsersService } from '../users/users.service.js';
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
  ) {}

  /** Each portal admits only its own role; the password is checked first so the portal hint leaks nothing. */
  async login(portal: Role, raw: LoginInput): Promise<AuthPayload> {
    const input = validateInput(LoginInput, raw);
    const user = await this.users.findByUserName(input.userName);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !valid) throw unauthenticated(INVALID_CREDENTIALS);
    if (user.role !== portal) throw unauthenticated(WRONG_PORTAL[portal]);
    const { token, expiresAt } = this.tokens.issue(user);
    return { token, userId: user.id, role: user.role, expiresAt };
  }
}
