import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { RecallModel, RecallNoticeModel, RecallOutcomeModel, RecalledShipmentModel } from './recall.models.js';
import { StartRecallInput } from './recall.input.js';
import { RecallsService } from './recalls.service.js';

@Resolver(() => RecallModel)
export class RecallsResolver {
  constructor(private readonly service: RecallsService) {}

  @Roles(Role.Employee)
  @KeyScope('lots:write')
  @Mutation(() => RecallOutcomeModel, {
    description:
      'Recalls a lot (or a product’s lots made in a date range): finds every order, customer and unit that received it, recalls the lots and tells each customer once; with `mock`, only finds and times it.',
  })
  async startRecall(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: StartRecallInput,
  ): Promise<RecallOutcomeModel> {
    const { recall, shipments } = await this.service.start(employee, input);
    return { recall: RecallModel.of(recall), shipments: shipments.map(RecalledShipmentModel.of) };
  }

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => [RecallModel], { description: 'Recalls and mock recalls, latest first (100).' })
  async recalls(): Promise<RecallModel[]> {
    return (await this.service.list()).map(RecallModel.of);
  }

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => RecallOutcomeModel, { description: 'One recall with every order line that received its lots.' })
  async recall(@Args('id', { type: () => Int }) id: number): Promise<RecallOutcomeModel> {
    const recall = await this.service.find(id);
    const shipments = await this.service.shipmentsOf(recall);
    return { recall: RecallModel.of(recall), shipments: shipments.map(RecalledShipmentModel.of) };
  }

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => [RecallNoticeModel], { description: 'The customers a recall told, and whether each mail went out.' })
  recallNotices(@Args('recallId', { type: () => Int }) recallId: number): Promise<RecallNoticeModel[]> {
    return this.service.noticesOf(recallId);
  }
}
