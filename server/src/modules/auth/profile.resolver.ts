import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../common/auth/access.decorator.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { TokenService } from './token.service.js';
import { UpdateProfileInput } from '../users/dto/update-profile.input.js';
import { ProfileUpdate } from '../users/models/profile-update.model.js';
import { UserProfile } from '../users/models/user-profile.model.js';
import { UsersService } from '../users/users.service.js';

@Resolver(() => UserProfile)
export class ProfileResolver {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  @SignedIn()
  @Query(() => UserProfile, { description: "The caller's own profile." })
  async me(@CurrentUser() caller: AuthUser): Promise<UserProfile> {
    return UserProfile.of(await this.users.getProfile(caller.id));
  }

  @SignedIn()
  @Mutation(() => ProfileUpdate, { description: "Updates the caller's own profile; an empty newPassword keeps the old one." })
  async updateProfile(@CurrentUser() caller: AuthUser, @Args('input') input: UpdateProfileInput): Promise<ProfileUpdate> {
    const { user, passwordChanged } = await this.users.updateProfile(caller.id, input);
    return { profile: UserProfile.of(user), token: passwordChanged ? this.tokens.issue(user).token : null };
  }
}
