import type { TradeAccountStatus } from '@waters/domain';
import { In, type EntityManager } from 'typeorm';
import type { TradeAccountFacts } from '../../platform/events/domain-events.js';
import { CustomerAddress } from '../delivery/addresses/customer-address.entity.js';
import { writtenAddress } from '../delivery/addresses/written-address.js';
import { User } from '../users/user.entity.js';
import { priceGroupViews, type PriceGroupView } from './price-group-views.js';
import type { TradeAccount } from './trade-account.entity.js';

/** A trade account with who applied, its address written out and its group: what the API and the mails show. */
export interface TradeAccountView extends TradeAccountFacts {
  readonly addressId: number;
  readonly status: TradeAccountStatus;
  readonly priceGroup: PriceGroupView | null;
  readonly appliedAt: Date;
  readonly decidedAt: Date | null;
}

/** Shown when the customer has since deleted the address they applied with. */
const ADDRESS_GONE = 'No longer in the address book';

const idsOf = <T>(values: readonly T[]) => [...new Set(values)];

/** The accounts' views, in their order: three reads whatever their number. */
export async function tradeAccountViews(
  manager: EntityManager,
  accounts: readonly TradeAccount[],
): Promise<TradeAccountView[]> {
  if (accounts.length === 0) return [];
  const users = await manager.find(User, {
    select: { id: true, fullName: true, emailAddress: true },
    where: { id: In(idsOf(accounts.map((account) => account.customerId))) },
  });
  const addresses = await manager.find(CustomerAddress, {
    where: { id: In(idsOf(accounts.map((account) => account.addressId))) },
  });
  const groups = await priceGroupViews(
    manager,
    idsOf(accounts.flatMap((account) => (account.priceGroupId === null ? [] : [account.priceGroupId]))),
  );
  const userOf = new Map(users.map((user) => [user.id, user]));
  const addressOf = new Map(addresses.map((address) => [address.id, address]));
  const groupOf = new Map(groups.map((group) => [group.id, group]));
  return accounts.map((account) => {
    const user = userOf.get(account.customerId);
    const address = addressOf.get(account.addressId);
    const group = account.priceGroupId === null ? null : (groupOf.get(account.priceGroupId) ?? null);
    return {
      customerId: account.customerId,
      customerName: user?.fullName ?? '',
      emailAddress: user?.emailAddress ?? '',
      businessName: account.businessName,
      businessType: account.businessType,
      tin: account.tin,
      addressId: account.addressId,
      addressText: address && address.customerId === account.customerId ? writtenAddress(address) : ADDRESS_GONE,
      status: account.status,
      priceGroup: group,
      groupName: group?.name ?? null,
      declineReason: account.declineReason,
      appliedAt: account.appliedAt,
      decidedAt: account.decidedAt,
    };
  });
}

/** What an event tells of the account (plain facts, no dates). */
export const tradeAccountFacts = (view: TradeAccountView): TradeAccountFacts => ({
  customerId: view.customerId,
  customerName: view.customerName,
  emailAddress: view.emailAddress,
  businessName: view.businessName,
  businessType: view.businessType,
  tin: view.tin,
  addressText: view.addressText,
  groupName: view.groupName,
  declineReason: view.declineReason,
});
