import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PeopleOnly, SignedIn } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import { API_SCOPES, SCOPES_BY_ROLE } from '../../platform/identity/api-scope.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyInput } from './dto/create-api-key.input.js';
import { ApiKeyModel, ApiScopeOption, CreatedApiKey } from './models/api-key.model.js';

/** Keys are managed by the person signed in, for their own account; never by a key. */
@SignedIn()
@PeopleOnly()
@Resolver()
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @Query(() => [ApiKeyModel], { description: "The signed-in account's API keys that are not revoked, newest first." })
  async apiKeys(@CurrentUser() owner: AuthUser): Promise<ApiKeyModel[]> {
    this.keys.assertPerson(owner);
    return (await this.keys.list(owner)).map(ApiKeyModel.of);
  }

  @Query(() => [ApiScopeOption], { description: "The scopes this account's keys may hold." })
  apiScopes(@CurrentUser() owner: AuthUser): ApiScopeOption[] {
    return SCOPES_BY_ROLE[owner.role].map((scope) => ({ scope, description: API_SCOPES[scope] }));
  }

  @Mutation(() => CreatedApiKey, {
    description: 'Makes an API key for the signed-in account; its secret is in this answer only.',
  })
  async createApiKey(@CurrentUser() owner: AuthUser, @Args('input') input: CreateApiKeyInput): Promise<CreatedApiKey> {
    this.keys.assertPerson(owner);
    const { key, secret } = await this.keys.create(owner, input);
    return { key: ApiKeyModel.of(key), secret };
  }

  @Mutation(() => ApiKeyModel, {
    description: 'Revokes one of your API keys: no request with it succeeds once this answers.',
  })
  async revokeApiKey(@CurrentUser() owner: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<ApiKeyModel> {
    this.keys.assertPerson(owner);
    return ApiKeyModel.of(await this.keys.revoke(owner, id));
  }
}
