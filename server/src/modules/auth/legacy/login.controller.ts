import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { Public } from '../../../http/access/access.decorator.js';
import { Client, type ClientInfo } from '../../../http/client-info.js';
import { LegacyBody } from '../../../http/legacy/legacy-body.js';
import { Role } from '../../../platform/identity/role.js';
import { UsersService } from '../../users/users.service.js';
import { AuthService } from '../auth.service.js';
import type { AuthPayload } from '../models/auth-payload.model.js';
import { registrationFrom } from './legacy-profile.js';

export const REGISTERED = 'Account created successfully.';

/** Legacy /api/Login: the old client reads register answers and login errors as text (see error-format.ts). */
@Controller('api/Login')
export class LoginController {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(200)
  @Header('content-type', 'text/plain; charset=utf-8')
  async register(@Body() body: unknown, @Client() client: ClientInfo): Promise<string> {
    await this.users.register(registrationFrom(LegacyBody.of(body)), client);
    return REGISTERED;
  }

  @Public()
  @Post('customer-login')
  @HttpCode(200)
  customerLogin(@Body() body: unknown, @Client() client: ClientInfo) {
    return this.login(Role.Customer, body, client);
  }

  @Public()
  @Post('employee-login')
  @HttpCode(200)
  employeeLogin(@Body() body: unknown, @Client() client: ClientInfo) {
    return this.login(Role.Employee, body, client);
  }

  private async login(
    portal: Role,
    body: unknown,
    client: ClientInfo,
  ): Promise<Pick<AuthPayload, 'token' | 'userId' | 'role'>> {
    const legacy = LegacyBody.of(body);
    const credentials = { userName: legacy.get('UserName'), password: legacy.get('PasswordHash') };
    const { token, userId, role } = await this.auth.login(portal, credentials, client);
    return { token, userId, role };
  }
}
