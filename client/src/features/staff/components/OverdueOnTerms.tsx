import { Link } from 'react-router-dom';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { formatPeso } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import type { AdminDashboardQuery } from '../api/admin-dashboard.generated';

type Balance = AdminDashboardQuery['adminDashboard']['overdueTradeBalances'][number];

/** Where the accounts, and each one's statement, are. */
const ACCOUNTS = `${PATHS.trade}?view=accounts`;

const FIELDS: readonly RecordField<Balance>[] = [
  {
    label: 'Business',
    value: (balance) => <Link to={ACCOUNTS}>{balance.businessName}</Link>,
    rowHeader: true,
    card: 'title',
    cardLabelHidden: true,
  },
  { label: 'Oldest due day', value: (balance) => formatDeliveryDate(balance.oldestDueDate), card: 'main' },
  { label: 'Owed', value: (balance) => formatPeso(balance.overdueAmount), cellClass: 'text-end', card: 'main' },
];

/**
 * The trade accounts with orders on terms past their due day and unpaid, oldest due first (today's,
 * whatever the period): each leads to the accounts, where its statement is. None is good news,
 * said quietly.
 */
export function OverdueOnTerms({ balances }: { balances: readonly Balance[] }) {
  return (
    <section aria-labelledby="overdue-terms-title" className="mb-4">
      <h2 id="overdue-terms-title" className="h5">
        Overdue on terms
      </h2>
      {balances.length === 0 ? (
        <p className="text-body-secondary">No trade account has an order overdue.</p>
      ) : (
        <RecordList
          label="Trade accounts with overdue orders"
          records={balances}
          fields={FIELDS}
          keyOf={(balance) => balance.customerId}
          tableClass={COMPACT_TABLE_CLASS}
        />
      )}
    </section>
  );
}
