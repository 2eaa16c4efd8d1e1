import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { isCalendarDay, LOT_STATUSES, type LotStatus } from '@waters/domain';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { Reads } from '../../database/reads.js';
import { KeyScope, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import { badInput } from '../../platform/errors/domain-error.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { RecordLotInput, SetLotStatusInput, WriteOffLotInput } from './lot.inputs.js';
import { LotModel } from './lot.model.js';
import { LotRuleModel } from './lot-rule.model.js';
import { LotsService } from './lots.service.js';
import { ProductLot } from '../products/stock/product-lot.entity.js';
import { LotAttentionModel } from './watch/lot-attention.model.js';
import { LotWatch } from './watch/lot-watch.js';

/** Lots for the staff (and employees' keys with lots:read / lots:write); customers never see lot stock. */
@Resolver(() => LotModel)
export class LotsResolver {
  constructor(
    private readonly service: LotsService,
    private readonly watch: LotWatch,
    private readonly reads: Reads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => [LotModel], {
    description:
      'Lots, earliest best-before first: of one product, in one status, or (`withStockLeft`) only those with units left.',
  })
  async lots(
    @Args('productId', { type: () => ID, nullable: true }) productId: string | null,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
    @Args('withStockLeft', { type: () => Boolean, nullable: true }) withStockLeft: boolean | null,
  ): Promise<LotModel[]> {
    if (status !== null && status !== undefined && !LOT_STATUSES.includes(status as LotStatus))
      throw badInput('Not a lot status: RELEASED, ON_HOLD or RECALLED.', { status: 'Not a lot status' });
    const today = this.service.today();
    const found = await this.service.list({
      productId: productId ?? undefined,
      status: (status as LotStatus | null) ?? undefined,
      withStockLeft: withStockLeft === true,
    });
    return found.map((lot) => LotModel.of(lot, today));
  }

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => LotRuleModel, {
    description: 'The code and best-before the rule gives a batch of the product made on `productionDate`.',
  })
  lotRule(
    @Args('productId', { type: () => ID }) productId: string,
    @Args('productionDate') productionDate: string,
  ): Promise<LotRuleModel> {
    if (!isCalendarDay(productionDate))
      throw badInput('Production date must be a date (YYYY-MM-DD)', { productionDate: 'Not a date' });
    return this.service.ruleFor(productId, productionDate);
  }

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Query(() => LotAttentionModel, {
    description: 'Lots reaching best-before soon and lots expired with units left (what the morning mail names).',
  })
  async lotAttention(): Promise<LotAttentionModel> {
    const { expiring, expired } = await this.watch.attention(this.reads.repository(ProductLot).manager);
    return { withinDays: this.config.mail.lotExpiryWarningDays, expiring: [...expiring], expired: [...expired] };
  }

  @Roles(Role.Employee)
  @KeyScope('lots:write')
  @Mutation(() => LotModel, {
    description: 'Records a production batch (released at once); its stock is sold from now on.',
  })
  async recordLot(@CurrentUser() employee: AuthUser, @Args('input') input: RecordLotInput): Promise<LotModel> {
    return LotModel.of(await this.service.record(employee, input), this.service.today());
  }

  @Roles(Role.Employee)
  @KeyScope('lots:write')
  @Mutation(() => LotModel, {
    description: 'Puts a lot on hold (with a reason: its units stop being sold at once) or releases it again.',
  })
  async setLotStatus(@CurrentUser() employee: AuthUser, @Args('input') input: SetLotStatusInput): Promise<LotModel> {
    return LotModel.of(await this.service.setStatus(employee, input), this.service.today());
  }

  @Roles(Role.Employee)
  @KeyScope('lots:write')
  @Mutation(() => LotModel, {
    description: "Writes off an expired or recalled lot's units left, with a reason (audited).",
  })
  async writeOffLot(@CurrentUser() employee: AuthUser, @Args('input') input: WriteOffLotInput): Promise<LotModel> {
    return LotModel.of(await this.service.writeOff(employee, input), this.service.today());
  }
}
