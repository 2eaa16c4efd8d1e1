import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { PriceGroupInput } from './dto/price-group.input.js';
import { SetTradePricesInput } from './dto/trade-prices.input.js';
import { PriceGroupModel } from './models/price-group.model.js';
import { TradePriceImportModel } from './models/trade-price-import.model.js';
import { TradePriceRowModel } from './models/trade-price-row.model.js';
import { PriceGroupsService } from './price-groups.service.js';
import { TradePricesService, type NamedPriceRow } from './trade-prices.service.js';

const modelsOf = (rows: readonly NamedPriceRow[]) =>
  rows.map(({ row, productName }) => TradePriceRowModel.of(row, productName));

/** The employees' price groups and their lists (keys with trade:manage). */
@Resolver(() => PriceGroupModel)
export class PriceListsResolver {
  constructor(
    private readonly groups: PriceGroupsService,
    private readonly prices: TradePricesService,
  ) {}

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Query(() => [PriceGroupModel], { description: 'Every price group, by name.' })
  async priceGroups(): Promise<PriceGroupModel[]> {
    return (await this.groups.list()).map(PriceGroupModel.of);
  }

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Mutation(() => PriceGroupModel, {
    description: 'Makes a price group (no id) or changes its name, minimum or terms.',
  })
  async savePriceGroup(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: PriceGroupInput,
  ): Promise<PriceGroupModel> {
    return PriceGroupModel.of(await this.groups.save(employee, input));
  }

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Query(() => [TradePriceRowModel], { description: "A group's price list, by product, then quantity." })
  async tradePrices(@Args('priceGroupId', { type: () => Int }) priceGroupId: number): Promise<TradePriceRowModel[]> {
    return modelsOf(await this.prices.list(priceGroupId));
  }

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Mutation(() => [TradePriceRowModel], {
    description: "Replaces one product's rows in a group's list; answers that product's rows.",
  })
  async setTradePrices(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: SetTradePricesInput,
  ): Promise<TradePriceRowModel[]> {
    return modelsOf(await this.prices.set(employee, input));
  }

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Query(() => String, {
    description:
      "A group's list as CSV: product_id,min_quantity,unit_price,valid_from,valid_to (pesos; empty day: open).",
  })
  tradePricesCsv(@Args('priceGroupId', { type: () => Int }) priceGroupId: number): Promise<string> {
    return this.prices.csv(priceGroupId);
  }

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Mutation(() => TradePriceImportModel, {
    description:
      "Takes a CSV file (as tradePricesCsv writes it) as the group's whole list, or, with any problem, changes nothing and names every line at fault.",
  })
  importTradePrices(
    @CurrentUser() employee: AuthUser,
    @Args('priceGroupId', { type: () => Int }) priceGroupId: number,
    @Args('csv') csv: string,
  ): Promise<TradePriceImportModel> {
    return this.prices.import(employee, priceGroupId, csv);
  }
}
