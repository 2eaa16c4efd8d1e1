import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ApiKey } from '../api-key.entity.js';

@ObjectType('ApiKey', { description: "One of the account's API keys; its secret was shown once, at creation." })
export class ApiKeyModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => [String])
  scopes: string[];

  @Field({ description: 'The first characters of the secret, e.g. wtr_3fK9aQ2x.' })
  prefix: string;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Rounded to the minute.' })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;

  static of(key: ApiKey): ApiKeyModel {
    return Object.assign(new ApiKeyModel(), {
      id: key.id,
      name: key.name,
      scopes: key.scopes.split(' '),
      prefix: key.prefix,
      createdAt: key.createdAt,
      lastUsedAt: key.lastUsedAt,
      expiresAt: key.expiresAt,
      revokedAt: key.revokedAt,
    });
  }
}

@ObjectType({ description: 'A key just made: the secret is in this answer and nowhere else, ever.' })
export class CreatedApiKey {
  @Field(() => ApiKeyModel)
  key: ApiKeyModel;

  @Field({ description: 'Send as "Authorization: Bearer <secret>". Store it now: it cannot be shown again.' })
  secret: string;
}

@ObjectType({ description: 'A scope a key of this account may hold.' })
export class ApiScopeOption {
  @Field()
  scope: string;

  @Field()
  description: string;
}
