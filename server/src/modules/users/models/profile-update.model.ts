import { Field, ObjectType } from '@nestjs/graphql';
import { UserProfile } from './user-profile.model.js';

@ObjectType()
export class ProfileUpdate {
  @Field(() => UserProfile)
  profile: UserProfile;

  @Field(() => String, {
    nullable: true,
    description: 'A new token when the password changed: every older token of the account stops working.',
  })
  token: string | null;
}
