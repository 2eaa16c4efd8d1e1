import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { LineLotModel } from '../../lots/line-lot.model.js';
import type { OrderLoaders } from '../order-loaders.js';
import { OrderLineModel } from './order-line.model.js';

/** A line's lots and best-before, for its customer and the staff alike (never how many units a lot holds). */
@Resolver(() => OrderLineModel)
export class OrderLineLotsResolver {
  @ResolveField(() => [LineLotModel], {
    description: 'The lots the line was packed from, with their best-before (empty until the order is packed).',
  })
  async lots(@Parent() line: OrderLineModel, @Context() ctx: { loaders: OrderLoaders }): Promise<LineLotModel[]> {
    return (await ctx.loaders.packedLots.load(line.orderId)).filter((row) => row.lineId === line.lineId);
  }
}
