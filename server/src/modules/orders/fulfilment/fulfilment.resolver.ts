import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../../http/access/access.decorator.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { OrderModel } from '../models/order.model.js';
import { AdvanceFulfilmentArgs, UndoFulfilmentArgs } from './advance-fulfilment.args.js';
import { DeliveryDayModel, DeliveryManifestModel } from './delivery-manifest.models.js';
import { DeliveryManifestService } from './delivery-manifest.service.js';
import { FulfilmentService } from './fulfilment.service.js';

@Resolver(() => OrderModel)
export class FulfilmentResolver {
  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly manifests: DeliveryManifestService,
  ) {}

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Mutation(() => OrderModel, {
    description:
      "Takes an approved order's next fulfilment step (and only that one); CONFLICT when it was taken already, BAD_USER_INPUT when `to` skips a step, when unpaid cash is handed over without `cashCollected`, or when a step is sent out or handed over on another day than the delivery date without `confirmOffDate`.",
  })
  async advanceFulfilment(@CurrentUser() employee: AuthUser, @Args() args: AdvanceFulfilmentArgs): Promise<OrderModel> {
    return OrderModel.of(await this.fulfilment.advance(employee, args));
  }

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Mutation(() => OrderModel, {
    description:
      'Undoes the last fulfilment step within 30 minutes of it, with a reason (a handover also takes back the cash recorded with it); CONFLICT after that.',
  })
  async undoFulfilmentStep(@CurrentUser() employee: AuthUser, @Args() args: UndoFulfilmentArgs): Promise<OrderModel> {
    return OrderModel.of(await this.fulfilment.undo(employee, args));
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => DeliveryManifestModel, {
    description:
      'Approved orders to deliver or hand over on `date` (YYYY-MM-DD), per zone and the pickups; with `zoneId`, that zone only.',
  })
  async deliveryManifest(
    @Args('date') date: string,
    @Args('zoneId', { type: () => Int, nullable: true }) zoneId: number | null,
  ): Promise<DeliveryManifestModel> {
    return this.manifests.forDay(date, zoneId ?? null);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => [DeliveryDayModel], {
    description:
      'The days from `from` (YYYY-MM-DD) over the next two weeks that still have approved orders to deliver or hand over, with how many.',
  })
  async deliveryDays(@Args('from') from: string): Promise<DeliveryDayModel[]> {
    return this.manifests.daysFrom(from);
  }
}
