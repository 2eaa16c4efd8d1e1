import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { manilaDay } from '@waters/domain';
import { Reads } from '../../../database/reads.js';
import { KeyScope, Roles } from '../../../http/access/access.decorator.js';
import { notFound } from '../../../platform/errors/domain-error.js';
import { Role } from '../../../platform/identity/role.js';
import { Clock } from '../../../platform/time/clock.js';
import { LotAllocator } from '../../lots/lot-allocator.js';
import { LotModel } from '../../lots/lot.model.js';
import { PackingLineModel } from '../../lots/packing-plan.model.js';
import { OrderLine } from '../order-line.entity.js';
import { Order } from '../order.entity.js';
import { LotShortageModel } from './lot-shortage.model.js';
import { LotShortages } from './lot-shortages.js';

@Resolver(() => PackingLineModel)
export class PackingPlanResolver {
  constructor(
    private readonly reads: Reads,
    private readonly allocator: LotAllocator,
    private readonly clock: Clock,
    private readonly shortages: LotShortages,
  ) {}

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => [LotShortageModel], {
    description:
      'Approved orders not yet packed whose lines the sellable lots no longer cover (a lot held, recalled or expired since): the queue flags them.',
  })
  lotShortages(): Promise<LotShortageModel[]> {
    return this.shortages.list();
  }

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => [PackingLineModel], {
    description:
      'What packing an order would take today, line by line: the lots first-expired-first-out gives, the other lots, and any units short.',
  })
  async packingPlan(@Args('orderId', { type: () => Int }) orderId: number): Promise<PackingLineModel[]> {
    const manager = this.reads.repository(Order).manager;
    if (!(await manager.exists(Order, { where: { id: orderId } }))) throw notFound(`Order ${orderId} was not found.`);
    const lines = await manager.find(OrderLine, { where: { orderId }, order: { id: 'ASC' } });
    const today = manilaDay(this.clock.now());
    const plan = await this.allocator.suggest(manager, lines, today);
    return plan.map(({ line, lots, allocation }) => {
      const models = new Map(lots.map((lot) => [lot.id, LotModel.of(lot, today)]));
      return Object.assign(new PackingLineModel(), {
        lineId: line.id,
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
        suggested: allocation.takes.map((take) => ({ lot: models.get(take.lotId)!, quantity: take.quantity })),
        lots: [...models.values()],
        short: allocation.short,
      });
    });
  }
}
