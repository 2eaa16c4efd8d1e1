import { useMutation, useQuery } from '@apollo/client/react';
import { BUSINESS_TYPE_LABELS } from '@waters/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { AskReasonDialog } from '../../../components/dialogs/AskReasonDialog';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import { formatMediumDate } from '../../../lib/format';
import { toast } from '../../../state/toast';
import { DeclineTradeAccountDocument } from '../api/decline-trade-account.generated';
import type { TradeAccountRowFragment } from '../api/trade-account-row.generated';
import { REFETCH_ACCOUNTS } from '../api/refetch-accounts';
import { TradeAccountsDocument } from '../api/trade-accounts.generated';
import { refusalText } from '../utils/refusal';
import { GroupChoiceDialog, type GroupChoice } from './GroupChoiceDialog';
import { RowDialogButtons } from './RowDialogButtons';

type Account = TradeAccountRowFragment;

const business: RecordField<Account> = {
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
const customer: RecordField<Account> = {
  label: 'Customer',
  value: (account) => (
    <>
      {account.customerName}
      <span className="d-block small text-break">{account.emailAddress}</span>
    </>
  ),
  card: 'main',
};
const address: RecordField<Account> = { label: 'Business address', value: (account) => account.addressText };

/** The accounts in a list, or what says there are none. */
function AccountList({
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
function useTradeAccounts() {
  const { data, error } = useQuery(TradeAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const notice =
    error && !data ? (
      <Alert variant="danger" transition={false}>
        The trade accounts could not be loaded.
      </Alert>
    ) : !data ? (
      <p role="status">Loading trade accounts…</p>
    ) : null;
  return { accounts: data?.tradeAccounts ?? null, notice };
}

/**
 * The applications waiting for a decision, oldest first: each approved into a price group or
 * declined with a reason (the customer is e-mailed either way); then those declined, which the
 * customer may send again.
 */
export function Applications() {
  const { accounts, notice } = useTradeAccounts();
  const [choice, setChoice] = useState<GroupChoice | null>(null);
  const [declining, setDeclining] = useState<Account | null>(null);
  const [decline] = useMutation(DeclineTradeAccountDocument, REFETCH_ACCOUNTS);
  if (!accounts) return notice;
  const pending = accounts.filter((account) => account.status === 'PENDING').reverse();
  const declined = accounts.filter((account) => account.status === 'DECLINED');

  const confirmDecline = async (account: Account, reason: string) => {
    try {
      await decline({ variables: { input: { customerId: account.customerId, reason } } });
      toast.success(`The application of ${account.businessName} was declined; the customer is e-mailed why.`);
      setDeclining(null);
      return null;
    } catch (error) {
      return refusalText(error, 'The application could not be declined.');
    }
  };

  return (
    <>
      <h2 className="h4">Applications waiting</h2>
      <AccountList
        label="Applications waiting"
        accounts={pending}
        empty="No application is waiting."
        fields={[
          business,
          customer,
          address,
          { label: 'Applied', value: (account) => formatMediumDate(account.appliedAt), card: 'main' },
          {
            label: 'Actions',
            value: (account) => (
              <RowDialogButtons
                record={account.businessName}
                buttons={[
                  { label: 'Approve…', variant: 'primary', onClick: () => setChoice({ account, moving: false }) },
                  { label: 'Decline…', variant: 'outline-danger', onClick: () => setDeclining(account) },
                ]}
              />
            ),
            card: 'actions',
          },
        ]}
      />
      <h2 className="h4 mt-4">Declined</h2>
      <AccountList
        label="Declined applications"
        accounts={declined}
        empty="No application was declined."
        fields={[
          business,
          customer,
          { label: 'Reason', value: (account) => account.declineReason, card: 'main' },
          { label: 'Declined', value: (account) => formatMediumDate(account.decidedAt) },
        ]}
      />
      <GroupChoiceDialog choice={choice} onClose={() => setChoice(null)} />
      {declining && (
        <AskReasonDialog
          id="decline-reason"
          title={`Decline ${declining.businessName}`}
          explanation="The customer is e-mailed this reason, and may apply again."
          submitLabel="Decline"
          busyLabel="Declining…"
          submitVariant="danger"
          onConfirm={(reason) => confirmDecline(declining, reason)}
          onClose={() => setDeclining(null)}
        />
      )}
    </>
  );
}

/** The approved trade accounts with their price group; each can be moved to another group. */
export function Accounts() {
  const { accounts, notice } = useTradeAccounts();
  const [choice, setChoice] = useState<GroupChoice | null>(null);
  if (!accounts) return notice;
  return (
    <>
      <h2 className="h4">Approved accounts</h2>
      <AccountList
        label="Approved trade accounts"
        accounts={accounts.filter((account) => account.status === 'APPROVED')}
        empty="No trade account is approved yet."
        fields={[
          business,
          customer,
          { label: 'Price group', value: (account) => account.priceGroup?.name ?? '—', card: 'main' },
          { label: 'Approved', value: (account) => formatMediumDate(account.decidedAt) },
          {
            label: 'Actions',
            value: (account) => (
              <RowDialogButtons
                record={account.businessName}
                buttons={[
                  {
                    label: 'Move to another group…',
                    variant: 'outline-primary',
                    onClick: () => setChoice({ account, moving: true }),
                  },
                ]}
              />
            ),
            card: 'actions',
          },
        ]}
      />
      <GroupChoiceDialog choice={choice} onClose={() => setChoice(null)} />
    </>
  );
}
