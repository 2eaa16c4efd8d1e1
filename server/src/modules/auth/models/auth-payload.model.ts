import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Role } from '../../../platform/identity/role.js';

@ObjectType({ description: 'A signed-in session: send the token as "Authorization: Bearer <token>".' })
export class AuthPayload {
  @Field()
  token: string;

  @Field(() => ID)
  userId: string;

  @Field(() => Role)
  role: Role;

  @Field()
  expiresAt: Date;
}
