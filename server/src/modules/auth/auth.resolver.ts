import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/access.decorator.js';
import { RegisterInput } from '../users/dto/register.input.js';
import { UserProfile } from '../users/models/user-profile.model.js';
import { Role } from '../users/role.js';
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
  @Mutation(() => UserProfile, { description: 'Creates a Customer account.' })
  async register(@Args('input') input: RegisterInput): Promise<UserProfile> {
    return UserProfile.of(await this.users.register(input));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Customer portal: only Customer accounts.' })
  customerLogin(@Args('input') input: LoginInput): Promise<AuthPayload> {
    return this.auth.login(Role.Customer, input);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Employee portal: only Employee accounts.' })
  employeeLogin(@Args('input') input: LoginInput): Promise<AuthPayload> {
    return this.auth.login(Role.Employee, input);
  }
}
