import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Public, SignedIn, PeopleOnly } from '../../http/access/access.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import { CredentialMutation } from '../../graphql/credential-mutation.decorator.js';
import { Client, type ClientInfo } from '../../http/client-info.js';
import { RegisterInput } from '../users/dto/register.input.js';
import { UserProfile } from '../users/models/user-profile.model.js';
import { Role } from '../../platform/identity/role.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { AuthPayload } from './models/auth-payload.model.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @CredentialMutation()
  @Mutation(() => UserProfile, { description: 'Creates a Customer account.' })
  async register(@Args('input') input: RegisterInput, @Client() client: ClientInfo): Promise<UserProfile> {
    return UserProfile.of(await this.users.register(input, client));
  }

  @Public()
  @CredentialMutation()
  @Mutation(() => AuthPayload, { description: 'Customer portal: only Customer accounts.' })
  customerLogin(@Args('input') input: LoginInput, @Client() client: ClientInfo): Promise<AuthPayload> {
    return this.auth.login(Role.Customer, input, client);
  }

  @Public()
  @CredentialMutation()
  @Mutation(() => AuthPayload, { description: 'Employee portal: only Employee accounts.' })
  employeeLogin(@Args('input') input: LoginInput, @Client() client: ClientInfo): Promise<AuthPayload> {
    return this.auth.login(Role.Employee, input, client);
  }

  @SignedIn()
  @PeopleOnly()
  @Mutation(() => Boolean, { description: "Ends the caller's session: its token stops working at once." })
  async logout(@CurrentUser() caller: AuthUser): Promise<boolean> {
    await this.auth.logout(caller);
    return true;
  }
}
