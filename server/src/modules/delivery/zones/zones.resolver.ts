import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, PeopleOnly, Roles } from '../../../http/access/access.decorator.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { ProductType } from '../../products/product-enums.js';
import { DeliveryZoneInput } from './zone.input.js';
import { DeliveryZoneModel, ProductTypeRuleModel } from './zone.models.js';
import { ZonesService } from './zones.service.js';

/*
 * Employees keep the zones and the perishable types. A key with orders:read may read them (a script
 * planning deliveries needs them, as it reads orders); changing them is the staff's, signed in:
 * they are shop settings, audited under the person who changed them.
 */
@Resolver(() => DeliveryZoneModel)
export class ZonesResolver {
  constructor(private readonly zones: ZonesService) {}

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => [DeliveryZoneModel], { description: 'Every delivery zone with its areas, by name.' })
  deliveryZones(): Promise<DeliveryZoneModel[]> {
    return this.zones.list();
  }

  @Roles(Role.Employee)
  @PeopleOnly()
  @Mutation(() => DeliveryZoneModel, {
    description: 'Adds a delivery zone; BAD_USER_INPUT when its name or one of its places is taken.',
  })
  createDeliveryZone(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: DeliveryZoneInput,
  ): Promise<DeliveryZoneModel> {
    return this.zones.create(employee, input);
  }

  @Roles(Role.Employee)
  @PeopleOnly()
  @Mutation(() => DeliveryZoneModel, {
    description: "Replaces a zone's settings and areas; orders already placed keep their copy.",
  })
  updateDeliveryZone(
    @CurrentUser() employee: AuthUser,
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: DeliveryZoneInput,
  ): Promise<DeliveryZoneModel> {
    return this.zones.update(employee, id, input);
  }

  @Roles(Role.Employee)
  @PeopleOnly()
  @Mutation(() => Boolean, { description: 'Deletes a zone and its areas; orders already placed keep their copy.' })
  deleteDeliveryZone(@CurrentUser() employee: AuthUser, @Args('id', { type: () => Int }) id: number): Promise<boolean> {
    return this.zones.remove(employee, id);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => [ProductTypeRuleModel], { description: 'Each product type and whether it is perishable.' })
  productTypeRules(): Promise<ProductTypeRuleModel[]> {
    return this.zones.typeRules();
  }

  @Roles(Role.Employee)
  @PeopleOnly()
  @Mutation(() => ProductTypeRuleModel, {
    description: 'Sets whether a product type is perishable (never on the road over a Sunday).',
  })
  setProductTypeRule(
    @CurrentUser() employee: AuthUser,
    @Args('productType', { type: () => ProductType }) productType: ProductType,
    @Args('perishable') perishable: boolean,
  ): Promise<ProductTypeRuleModel> {
    return this.zones.setTypeRule(employee, productType, perishable);
  }
}
