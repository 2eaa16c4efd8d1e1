import { In, type EntityManager } from 'typeorm';
import { PriceGroup } from './price-group.entity.js';
import { TradeAccount } from './trade-account.entity.js';

/** A price group as the back office shows it: its terms and how many approved accounts buy in it. */
export interface PriceGroupView {
  readonly id: number;
  readonly name: string;
  readonly minOrderCentavos: number;
  readonly termsDays: number | null;
  readonly accountCount: number;
}

/** The groups named by `ids` (every group when none are named), by name, each with its count: two reads. */
export async function priceGroupViews(manager: EntityManager, ids?: readonly number[]): Promise<PriceGroupView[]> {
  if (ids?.length === 0) return [];
  const groups = await manager.find(PriceGroup, { where: ids ? { id: In([...ids]) } : {}, order: { name: 'ASC' } });
  const counts = manager
    .createQueryBuilder(TradeAccount, 'account')
    .select('account.priceGroupId', 'groupId')
    .addSelect('COUNT(*)', 'accounts')
    .where("account.status = 'APPROVED'")
    .groupBy('account.priceGroupId');
  if (ids) counts.andWhere('account.priceGroupId IN (:...ids)', { ids: [...ids] });
  const rows = await counts.getRawMany<{ groupId: number | string; accounts: number | string }>();
  const countOf = new Map(rows.map((row) => [Number(row.groupId), Number(row.accounts)]));
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    minOrderCentavos: group.minOrderCentavos,
    termsDays: group.termsDays,
    accountCount: countOf.get(group.id) ?? 0,
  }));
}
