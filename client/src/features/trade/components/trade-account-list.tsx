import { useQuery } from '@apollo/client/react';
import { BUSINESS_TYPE_LABELS } from '@waters/domain';
import { Alert } from '../../../components/Alert';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import type { TradeAccountRowFragment } from '../api/trade-account-row.generated';
import { TradeAccountsDocument } from '../api/trade-accounts.generated';

/* What the applications' and the accounts' lists share: the business and its customer, and the list itself. */

export type Account = TradeAccountRowFragment;

export const business: RecordField<Account> = {
  label: 'Business',
  value: (account) => (
    <>
      <span className="fw-semibold">{account.businessName}</span>
      <span className="d-block small text-body-secondary">
        {BUSINESS_TYPE_LABELS[account.businessType]}
        {account.tin && ` · TIN ${account.tin}`}
      </span>
    </>
  ),
  rowHeader: true,
  card: 'title',
  cardLabelHidden: true,
};
export const customer: RecordField<Account> = {
  label: 'Customer',
  value: (account) => (
    <>
      {account.customerName}
      <span className="d-block small text-break">{account.emailAddress}</span>
    </>
  ),
  card: 'main',
};
export const address: RecordField<Account> = { label: 'Business address', value: (account) => account.addressText };

/** The accounts in a list, or what says there are none. */
export function AccountList({
  label,
  accounts,
  fields,
  empty,
}: {
  label: string;
  accounts: readonly Account[];
  fields: readonly RecordField<Account>[];
  empty: string;
}) {
  if (accounts.length === 0) return <p>{empty}</p>;
  return (
    <RecordList
      label={label}
      records={accounts}
      fields={fields}
      keyOf={(account) => account.customerId}
      tableClass={COMPACT_TABLE_CLASS}
    />
  );
}

/** Every application and account; while loading or failed, what says so. */
export function useTradeAccounts() {
  const { data, error } = useQuery(TradeAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const notice =
    error && !data ? (
      <Alert variant="danger">The trade accounts could not be loaded.</Alert>
    ) : !data ? (
      <p role="status">Loading trade accounts…</p>
    ) : null;
  return { accounts: data?.tradeAccounts ?? null, notice };
}
