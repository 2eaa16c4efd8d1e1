import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, PeopleOnly, Roles } from '../../../http/access/access.decorator.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { AddressInput } from './address.input.js';
import { CustomerAddressModel } from './address.model.js';
import { AddressesService } from './addresses.service.js';

/*
 * The address book is part of the account, like the profile: a key with profile:read may read it
 * (a script placing orders picks an addressId from it), and only the person changes it, as only
 * the person changes the profile (updateProfile is people-only).
 */
@Resolver(() => CustomerAddressModel)
export class AddressesResolver {
  constructor(private readonly addresses: AddressesService) {}

  @Roles(Role.Customer)
  @KeyScope('profile:read')
  @Query(() => [CustomerAddressModel], {
    description:
      "The signed-in customer's addresses: the profile address first (id 0), then the saved ones, oldest first.",
  })
  myAddresses(@CurrentUser() customer: AuthUser): Promise<CustomerAddressModel[]> {
    return this.addresses.list(customer);
  }

  @Roles(Role.Customer)
  @PeopleOnly()
  @Mutation(() => CustomerAddressModel, { description: 'Saves a delivery address (at most 20).' })
  addAddress(@CurrentUser() customer: AuthUser, @Args('input') input: AddressInput): Promise<CustomerAddressModel> {
    return this.addresses.add(customer, input);
  }

  @Roles(Role.Customer)
  @PeopleOnly()
  @Mutation(() => CustomerAddressModel, {
    description: "Changes one of the customer's saved addresses; NOT_FOUND when it is not theirs.",
  })
  updateAddress(
    @CurrentUser() customer: AuthUser,
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: AddressInput,
  ): Promise<CustomerAddressModel> {
    return this.addresses.update(customer, id, input);
  }

  @Roles(Role.Customer)
  @PeopleOnly()
  @Mutation(() => Boolean, {
    description: "Deletes one of the customer's saved addresses; NOT_FOUND when it is not theirs.",
  })
  deleteAddress(@CurrentUser() customer: AuthUser, @Args('id', { type: () => Int }) id: number): Promise<boolean> {
    return this.addresses.remove(customer, id);
  }
}
