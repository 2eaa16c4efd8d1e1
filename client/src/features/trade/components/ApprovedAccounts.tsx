import { useState } from 'react';
import { onDemand } from '../../../components/on-demand';
import { formatMediumDate } from '../../../lib/format';
import { GroupChoiceDialog, type GroupChoice } from './GroupChoiceDialog';
import { RowDialogButtons } from './RowDialogButtons';
import { AccountList, business, customer, useTradeAccounts, type Account } from './trade-account-list';

// The statement (its dialog, figures and table) loads once the list is shown and the page is idle, or when opened.
const StatementDialog = onDemand(() => import('./StatementDialog').then((module) => module.StatementDialog), {
  neededWhen: ({ show }) => show,
});

/**
 * The approved trade accounts with their price group: each one's monthly statement, and a move to
 * another group.
 */
export function Accounts() {
  const { accounts, notice } = useTradeAccounts();
  const [choice, setChoice] = useState<GroupChoice | null>(null);
  // The account stays while its dialog closes, so the title does not empty as it fades.
  const [statement, setStatement] = useState<{ account: Account; open: boolean } | null>(null);
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
                    label: 'Statement',
                    variant: 'outline-primary',
                    onClick: () => setStatement({ account, open: true }),
                  },
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
      <StatementDialog
        account={statement?.account ?? null}
        show={statement?.open ?? false}
        onClose={() => setStatement((shown) => shown && { ...shown, open: false })}
      />
    </>
  );
}
