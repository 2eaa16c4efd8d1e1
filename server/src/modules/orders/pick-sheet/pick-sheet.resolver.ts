import { Args, Query, Resolver } from '@nestjs/graphql';
import { Roles, KeyScope } from '../../../http/access/access.decorator.js';
import { Role } from '../../../platform/identity/role.js';
import { PickSheetModel } from './pick-sheet.models.js';
import { PickSheetService } from './pick-sheet.service.js';

@Resolver(() => PickSheetModel)
export class PickSheetResolver {
  constructor(private readonly sheets: PickSheetService) {}

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => PickSheetModel, {
    description: 'The daily pick sheet: orders approved on `day` (YYYY-MM-DD, Asia/Manila) summed by product.',
  })
  async pickSheet(@Args('day') day: string): Promise<PickSheetModel> {
    return PickSheetModel.of(await this.sheets.forDay(day));
  }
}
