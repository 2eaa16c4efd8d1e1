import { PriceGroupsDocument } from './price-groups.generated';
import { TradeAccountsDocument } from './trade-accounts.generated';

/** After a decision the applications and accounts, and the groups' account counts, are read again. */
export const REFETCH_ACCOUNTS = {
  refetchQueries: [{ query: TradeAccountsDocument }, { query: PriceGroupsDocument }],
  awaitRefetchQueries: true,
};
