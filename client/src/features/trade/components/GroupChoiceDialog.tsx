import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/form/Field';
import { formatPeso } from '../../../lib/format';
import { toast } from '../../../state/toast';
import { ApproveTradeAccountDocument } from '../api/approve-trade-account.generated';
import { PriceGroupsDocument } from '../api/price-groups.generated';
import { REFETCH_ACCOUNTS } from '../api/refetch-accounts';
import type { TradeAccountRowFragment } from '../api/trade-account-row.generated';
import { refusalText } from '../utils/refusal';
import { TradeDialog } from './TradeDialog';

/** An application to approve into a group, or an approved account to move to another one. */
export interface GroupChoice {
  account: TradeAccountRowFragment;
  moving: boolean;
}

const FIELD_ID = 'trade-group';

/**
 * Approves an application into a price group, or moves an account to another group: the groups
 * with their minimum order. The customer is e-mailed the group; a refusal (already decided by
 * someone else) shows above the choice.
 */
export function GroupChoiceDialog({ choice, onClose }: { choice: GroupChoice | null; onClose: () => void }) {
  const groups = useQuery(PriceGroupsDocument, { skip: choice === null }).data?.priceGroups ?? null;
  const [approve, { loading }] = useMutation(ApproveTradeAccountDocument, REFETCH_ACCOUNTS);
  const [groupId, setGroupId] = useState('');
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const current = choice?.account.priceGroup?.id ?? null;
  const offered = (groups ?? []).filter((group) => !choice?.moving || group.id !== current);
  const error = tried && groupId === '' ? 'Choose a price group.' : undefined;
  const name = choice?.account.businessName ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice || loading) return;
    setTried(true);
    setMessage(null);
    if (groupId === '') {
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    const group = offered.find((candidate) => String(candidate.id) === groupId);
    try {
      await approve({ variables: { input: { customerId: choice.account.customerId, priceGroupId: Number(groupId) } } });
      toast.success(
        choice.moving ? `${name} now buys at ${group?.name} prices.` : `${name} is approved: ${group?.name} prices.`,
      );
      onClose();
    } catch (failure) {
      setMessage(refusalText(failure, choice.moving ? 'The account could not be moved.' : 'It could not be approved.'));
    }
  };

  return (
    <TradeDialog
      show={choice !== null}
      onEnter={() => {
        setGroupId('');
        setTried(false);
        setMessage(null);
      }}
      id="trade-group"
      title={choice?.moving ? `Move ${name} to another group` : `Approve ${name}`}
      text={
        choice?.moving
          ? `Now in ${choice.account.priceGroup?.name ?? 'no group'}. From now on its orders are priced in the group chosen.`
          : 'The customer is e-mailed that the account is approved, and buys at the group’s prices from now on.'
      }
      onSubmit={submit}
      onClose={onClose}
      submitLabel={choice?.moving ? 'Move' : 'Approve'}
      busy={loading}
      message={message}
    >
      {groups === null ? (
        <p role="status">Loading price groups…</p>
      ) : (
        <Field
          as="select"
          id={FIELD_ID}
          label="Price group"
          required
          groupClassName=""
          value={groupId}
          onChange={(event) => setGroupId(event.target.value)}
          error={error}
          options={offered.map((group) => ({
            value: String(group.id),
            label: `${group.name} (orders from ${formatPeso(group.minOrderAmount)})`,
          }))}
        >
          <option value="">Choose a group…</option>
        </Field>
      )}
    </TradeDialog>
  );
}
