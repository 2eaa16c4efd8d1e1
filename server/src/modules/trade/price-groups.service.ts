import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { isDuplicateKey } from '../../platform/errors/database-errors.js';
import { badInput, notFound } from '../../platform/errors/domain-error.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { changedBy } from '../../platform/identity/actor.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Clock } from '../../platform/time/clock.js';
import { pesosToCentavos } from '../../platform/money/pesos.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { PriceGroupInput } from './dto/price-group.input.js';
import { PriceGroup } from './price-group.entity.js';
import { priceGroupViews, type PriceGroupView } from './price-group-views.js';

/** What the activity log keeps of a group. */
const termsOf = (group: PriceGroup) => ({
  name: group.name,
  minOrderCentavos: group.minOrderCentavos,
  termsDays: group.termsDays,
});

/** The price groups trade accounts buy in: made and changed by employees, names unique (whatever their case). */
@Injectable()
export class PriceGroupsService {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** Every group, by name. */
  list(): Promise<PriceGroupView[]> {
    return priceGroupViews(this.reads.repository(PriceGroup).manager);
  }

  /** Makes a group (no id) or changes one; audited. */
  save(employee: AuthUser, raw: unknown): Promise<PriceGroupView> {
    const input = validateInput(PriceGroupInput, raw);
    const taken = () =>
      badInput(`A price group named ${input.name} already exists.`, { name: 'Another group has this name' });
    const minOrderCentavos = pesosToCentavos(input.minOrderAmount, 'minOrderAmount');
    return this.transactions
      .run(async (manager) => {
        const before = input.id == null ? null : await manager.findOne(PriceGroup, { where: { id: input.id } });
        if (input.id != null && !before) throw notFound(`Price group ${input.id} was not found.`);
        if (await nameTaken(manager, input.name, before?.id)) throw taken();
        const now = this.clock.now();
        const group = manager.create(PriceGroup, {
          ...(before ?? { createdAt: now }),
          name: input.name,
          minOrderCentavos,
          termsDays: input.termsDays ?? null,
          updatedAt: now,
        });
        const saved = await manager.save(PriceGroup, group);
        await this.events.record(manager, {
          by: changedBy(employee),
          audit: {
            action: 'price_group.saved',
            targetType: 'price_group',
            targetId: String(saved.id),
            before: before && termsOf(before),
            after: termsOf(saved),
          },
          type: 'PriceGroupChanged',
          priceGroupId: saved.id,
        });
        return (await priceGroupViews(manager, [saved.id]))[0];
      })
      .catch((error: unknown) => {
        // The same new name saved twice at once: the unique index lets one in.
        throw isDuplicateKey(error) ? taken() : error;
      });
  }
}

/** Whether another group has this name, in any case (MariaDB's collation would refuse it; SQLite's would not). */
async function nameTaken(manager: EntityManager, name: string, exceptId: number | undefined): Promise<boolean> {
  const same = manager
    .createQueryBuilder(PriceGroup, 'pricegroup')
    .where('LOWER(pricegroup.name) = LOWER(:name)', { name });
  if (exceptId !== undefined) same.andWhere('pricegroup.id <> :exceptId', { exceptId });
  return (await same.getCount()) > 0;
}
