import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { SignedIn } from '../../../common/auth/access.decorator.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { LegacyBody } from '../../../common/legacy/legacy-body.js';
import { assertCallerId } from '../../../common/legacy/legacy-identity.js';
import { UsersService } from '../../users/users.service.js';
import { TokenService } from '../token.service.js';
import { legacyProfile, profileUpdateFrom } from './legacy-profile.js';

/** Legacy /api/Profile: a user reads and updates only their own profile. */
@Controller('api/Profile')
export class ProfileController {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  @SignedIn()
  @Get('GetUserProfile')
  async getUserProfile(@CurrentUser() caller: AuthUser, @Query('userId') userId: unknown) {
    assertCallerId(caller, userId, 'userId');
    return legacyProfile(await this.users.getProfile(caller.id));
  }

  /** Answers the updated profile, plus a fresh `token` when the password changed (older tokens stop working). */
  @SignedIn()
  @Post('UpdateUserProfile')
  @HttpCode(200)
  async updateUserProfile(@CurrentUser() caller: AuthUser, @Body() body: unknown) {
    const legacy = LegacyBody.of(body);
    assertCallerId(caller, legacy.get('id'), 'id', false);
    const { user, passwordChanged } = await this.users.updateProfile(caller.id, profileUpdateFrom(legacy));
    return { ...legacyProfile(user), ...(passwordChanged ? { token: this.tokens.issue(user).token } : {}) };
  }
}
