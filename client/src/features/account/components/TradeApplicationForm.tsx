import { useMutation } from '@apollo/client/react';
import { BUSINESS_NAME_MAX, BUSINESS_TYPE_LABELS, BUSINESS_TYPES, TIN_MESSAGE } from '@waters/domain';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import type { CustomerAddressFieldsFragment } from '../../../api/my-addresses.generated';
import { Field } from '../../../components/form/Field';
import { SubmitRow } from '../../../components/form/SubmitRow';
import { useCheckedForm } from '../../../hooks/use-checked-form';
import { formFailure } from '../../../api/api-errors';
import { fullAddress } from '../../../lib/address';
import { ApplyForTradeAccountDocument } from '../api/apply-for-trade-account.generated';
import { MyTradeAccountDocument } from '../api/my-trade-account.generated';
import type { MyTradeAccountFieldsFragment } from '../api/trade-account-fields.generated';
import { failureDetail } from '../utils/failure-detail';
import { FailureAlert } from './FormAlerts';
import {
  TRADE_APPLICATION_FIELDS,
  tradeApplicationErrors,
  tradeApplicationInput,
  type TradeApplicationValues,
} from '../utils/trade-application';

const ID_PREFIX = 'trade';
const TIN_HINT = `The business's taxpayer number, if it has one. ${TIN_MESSAGE}.`;
const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((type) => ({ value: type, label: BUSINESS_TYPE_LABELS[type] }));

/** A first application starts empty at the default address; another after a refusal starts from the last one. */
function startingValues(
  before: MyTradeAccountFieldsFragment | null,
  addresses: readonly CustomerAddressFieldsFragment[],
): TradeApplicationValues {
  const kept = before && addresses.some((entry) => entry.id === before.addressId) ? before.addressId : null;
  const address = kept ?? (addresses.find((entry) => entry.isDefault) ?? addresses[0])?.id;
  return {
    businessName: before?.businessName ?? '',
    businessType: before?.businessType ?? '',
    tin: before?.tin ?? '',
    addressId: address === undefined ? '' : String(address),
  };
}

/**
 * Apply for a trade account: the business's name and type, its TIN if it has one, and which of the
 * customer's addresses is the business's. Sent, the account is pending (the section says so).
 */
export function TradeApplicationForm({
  before,
  addresses,
  focusFirst = false,
  onApplied,
}: {
  /** The application declined before, whose answers the form starts from; null for a first one. */
  before: MyTradeAccountFieldsFragment | null;
  addresses: readonly CustomerAddressFieldsFragment[];
  /** Opened by "Apply again": the first field takes the focus. */
  focusFirst?: boolean;
  /** Sent: the form gives way to the pending application, and the focus goes to what says so. */
  onApplied: () => void;
}) {
  const [apply, { loading }] = useMutation(ApplyForTradeAccountDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({ query: MyTradeAccountDocument, data: { myTradeAccount: data.applyForTradeAccount } });
    },
  });
  const { submit, message, field } = useCheckedForm({
    initial: startingValues(before, addresses),
    rules: tradeApplicationErrors,
    fields: TRADE_APPLICATION_FIELDS,
    idPrefix: ID_PREFIX,
    busy: loading,
    send: async (values) => {
      await apply({ variables: { input: tradeApplicationInput(values) } });
      onApplied();
    },
    // The server's reason when it refused the application (an address not the customer's, say).
    failure: (error) => failureDetail(formFailure(error)) ?? 'Please try again.',
    onLeave: true,
  });
  useEffect(() => {
    if (focusFirst) document.getElementById(`${ID_PREFIX}-businessName`)?.focus();
  }, [focusFirst]);

  const address = field('addressId');

  return (
    <Form noValidate aria-labelledby="trade-apply-title" onSubmit={(event) => void submit(event)}>
      <h3 id="trade-apply-title" className="h5">
        Apply for a trade account
      </h3>
      <FailureAlert message={message && 'The application could not be sent.'} detail={message} />
      <Field {...field('businessName')} label="Business name" required maxLength={BUSINESS_NAME_MAX} />
      <Field {...field('businessType')} as="select" label="Type" required options={BUSINESS_TYPE_OPTIONS}>
        <option value="">Choose…</option>
      </Field>
      <Field {...field('tin')} label="TIN (optional)" inputMode="numeric" hint={TIN_HINT} />
      <Field
        {...address}
        as="select"
        label="Business address"
        required
        options={addresses.map((entry) => ({
          value: String(entry.id),
          label: `${entry.label}: ${fullAddress(entry)}`,
        }))}
        hint="One of your addresses; add another under Delivery addresses."
      >
        {address.value === '' && <option value="">Choose…</option>}
      </Field>
      <SubmitRow label="Apply" busyLabel="Sending…" busy={loading} />
    </Form>
  );
}
