import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SignedIn, KeyScope, PeopleOnly } from '../../http/access/access.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import { CredentialMutation } from '../../graphql/credential-mutation.decorator.js';
import { Client, type ClientInfo } from '../../http/client-info.js';
import { UpdateProfileInput } from '../users/dto/update-profile.input.js';
import { ProfileUpdate } from '../users/models/profile-update.model.js';
import { UserProfile } from '../users/models/user-profile.model.js';
import { UsersService } from '../users/users.service.js';

@Resolver(() => UserProfile)
export class ProfileResolver {
  constructor(private readonly users: UsersService) {}

  @SignedIn()
  @KeyScope('profile:read')
  @Query(() => UserProfile, { description: "The caller's own profile." })
  async me(@CurrentUser() caller: AuthUser): Promise<UserProfile> {
    return UserProfile.of(await this.users.getProfile(caller.id));
  }

  @SignedIn()
  @CredentialMutation()
  @PeopleOnly()
  @Mutation(() => ProfileUpdate, {
    description:
      "Updates the caller's own profile; an empty newPassword keeps the old one, a new one needs currentPassword and ends the account's other sessions.",
  })
  async updateProfile(
    @CurrentUser() caller: AuthUser,
    @Args('input') input: UpdateProfileInput,
    @Client() client: ClientInfo,
  ): Promise<ProfileUpdate> {
    const { user } = await this.users.updateProfile(caller, input, { currentPasswordRequired: true, client });
    return { profile: UserProfile.of(user), token: null };
  }
}
