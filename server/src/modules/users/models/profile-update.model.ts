import { Field, ObjectType } from '@nestjs/graphql';
import { UserProfile } from './user-profile.model.js';

@ObjectType()
export class ProfileUpdate {
  @Field(() => UserProfile)
  profile: UserProfile;

  @Field(() => String, {
    nullable: true,
    deprecationReason: 'The session that changes the password stays signed in with its token; always null.',
  })
  token: string | null;
}
