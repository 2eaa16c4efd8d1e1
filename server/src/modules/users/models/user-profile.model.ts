import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Role } from '../../../platform/identity/role.js';
import { contactDetailsOf } from '../contact-details.js';
import type { User } from '../user.entity.js';

@ObjectType({ description: 'An account as its owner sees it; never carries a password or hash.' })
export class UserProfile {
  @Field(() => ID)
  id: string;

  @Field(() => Role)
  role: Role;

  @Field()
  userName: string;

  @Field()
  fullName: string;

  @Field()
  address: string;

  @Field()
  mobileNumber: string;

  @Field()
  emailAddress: string;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  static of(user: User): UserProfile {
    return Object.assign(new UserProfile(), {
      id: user.id,
      role: user.role,
      userName: user.userName,
      ...contactDetailsOf(user),
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    });
  }
}
