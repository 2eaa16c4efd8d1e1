import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AskReasonDialog } from '../../../components/dialogs/AskReasonDialog';
import { formatMediumDate } from '../../../lib/format';
import { toast } from '../../../state/toast';
import { DeclineTradeAccountDocument } from '../api/decline-trade-account.generated';
import { REFETCH_ACCOUNTS } from '../api/refetch-accounts';
import { refusalText } from '../utils/refusal';
import { GroupChoiceDialog, type GroupChoice } from './GroupChoiceDialog';
import { RowDialogButtons } from './RowDialogButtons';
import { AccountList, address, business, customer, useTradeAccounts, type Account } from './trade-account-list';

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
