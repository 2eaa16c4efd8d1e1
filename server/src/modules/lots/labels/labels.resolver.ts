import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../../http/access/access.decorator.js';
import { Role } from '../../../platform/identity/role.js';
import { LabelModel } from './label.model.js';
import { LabelsService } from './labels.service.js';

@Resolver(() => LabelModel)
export class LabelsResolver {
  constructor(private readonly labels: LabelsService) {}

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => [LabelModel], { description: "A lot's shelf label." })
  lotLabels(@Args('lotId', { type: () => Int }) lotId: number): Promise<LabelModel[]> {
    return this.labels.forLot(lotId);
  }

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => [LabelModel], {
    description: 'The labels of a packed order: one per line and lot it was packed from (none before packing).',
  })
  orderLabels(@Args('orderId', { type: () => Int }) orderId: number): Promise<LabelModel[]> {
    return this.labels.forOrder(orderId);
  }
}
