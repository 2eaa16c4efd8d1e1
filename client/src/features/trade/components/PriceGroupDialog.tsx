import { useMutation } from '@apollo/client/react';
import { PRICE_GROUP_NAME_MAX, TERMS_DAYS_MAX } from '@waters/domain';
import { Field } from '../../../components/form/Field';
import { toast } from '../../../state/toast';
import type { PriceGroupFieldsFragment } from '../api/price-group-fields.generated';
import { PriceGroupsDocument } from '../api/price-groups.generated';
import { SavePriceGroupDocument } from '../api/save-price-group.generated';
import { useCheckedForm } from '../../../hooks/use-checked-form';
import { refusalText } from '../utils/refusal';
import { GROUP_FIELDS, groupErrors, groupInput, groupValuesOf } from '../utils/trade-forms';
import { TradeDialog } from './TradeDialog';

/** What the dialog is for: a new group (null), or one of the list's. */
export interface GroupEdit {
  group: PriceGroupFieldsFragment | null;
}

/** Adds or changes a price group: its name, the least an order may come to, and the days to pay (optional). */
export function PriceGroupDialog({ edit, onClose }: { edit: GroupEdit | null; onClose: () => void }) {
  // Keyed by group, so each opening starts from that group's values.
  return edit && <GroupForm key={edit.group?.id ?? 'new'} group={edit.group} onClose={onClose} />;
}

function GroupForm({ group, onClose }: { group: PriceGroupFieldsFragment | null; onClose: () => void }) {
  const [save, { loading }] = useMutation(SavePriceGroupDocument, {
    refetchQueries: [{ query: PriceGroupsDocument }],
    awaitRefetchQueries: true,
  });
  const { submit, message, field } = useCheckedForm({
    initial: groupValuesOf(group),
    rules: groupErrors,
    fields: GROUP_FIELDS,
    idPrefix: 'price-group',
    busy: loading,
    send: async (values) => {
      const input = groupInput(values, group?.id ?? null);
      await save({ variables: { input } });
      toast.success(group ? `Price group ${input.name} saved.` : `Price group ${input.name} added.`);
      onClose();
    },
    failure: (error) => refusalText(error, 'The price group could not be saved.'),
  });
  return (
    <TradeDialog
      id="price-group"
      title={group ? `Edit price group ${group.name}` : 'Add a price group'}
      text="Its accounts pay its prices (Price list), for orders of at least its minimum."
      onSubmit={submit}
      onClose={onClose}
      submitLabel={group ? 'Save group' : 'Add group'}
      busy={loading}
      message={message}
    >
      <Field {...field('name')} label="Name" required maxLength={PRICE_GROUP_NAME_MAX} />
      <Field
        {...field('minOrderAmount')}
        label="Minimum order (₱)"
        required
        inputMode="decimal"
        hint="The least an order's goods may come to; 0 for no minimum."
      />
      <Field
        {...field('termsDays')}
        label="Terms in days (optional)"
        inputMode="numeric"
        groupClassName=""
        hint={`Days after delivery to pay, 1 to ${TERMS_DAYS_MAX}; empty to pay as households do.`}
      />
    </TradeDialog>
  );
}
