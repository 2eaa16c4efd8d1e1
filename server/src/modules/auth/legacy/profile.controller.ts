import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { SignedIn, KeyScope, PeopleOnly } from '../../../http/access/access.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import { Client, type ClientInfo } from '../../../http/client-info.js';
import { LegacyBody } from '../../../http/legacy/legacy-body.js';
import { assertCallerId } from '../../../http/legacy/legacy-identity.js';
import { UsersService } from '../../users/users.service.js';
import { legacyProfile, profileUpdateFrom } from './legacy-profile.js';

/** Legacy /api/Profile: a user reads and updates only their own profile. */
@Controller('api/Profile')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @SignedIn()
  @KeyScope('profile:read')
  @Get('GetUserProfile')
  async getUserProfile(@CurrentUser() caller: AuthUser, @Query('userId') userId: unknown) {
    assertCallerId(caller, userId, 'userId');
    return legacyProfile(await this.users.getProfile(caller.id));
  }

  /**
   * Answers the updated profile. A password change keeps this session signed in and ends the
   * account's others; the documented payload has no current-password field, so none is asked.
   */
  @SignedIn()
  @PeopleOnly()
  @Post('UpdateUserProfile')
  @HttpCode(200)
  async updateUserProfile(@CurrentUser() caller: AuthUser, @Body() body: unknown, @Client() client: ClientInfo) {
    const legacy = LegacyBody.of(body);
    assertCallerId(caller, legacy.get('id'), 'id', false);
    const { user } = await this.users.updateProfile(caller, profileUpdateFrom(legacy), {
      currentPasswordRequired: false,
      client,
    });
    return legacyProfile(user);
  }
}
