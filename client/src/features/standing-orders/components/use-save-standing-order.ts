import { useMutation, useQuery } from '@apollo/client/react';
import { manilaDay } from '@waters/domain';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { formFailure } from '../../../api/api-errors';
import { MyAddressesDocument } from '../../../api/my-addresses.generated';
import { focusCheckboxGroup } from '../../../components/CheckboxGroup';
import { useFormState } from '../../../hooks/use-form-state';
import { PATHS } from '../../../lib/paths';
import { orderItems, type CartItem } from '../../../state/cart';
import { toast } from '../../../state/toast';
import { PaymentAccountsDocument } from '../../orders/api/payment-accounts.generated';
import { SaveStandingOrderDocument } from '../api/save-standing-order.generated';
import { refusalMessage } from '../utils/refusal';
import {
  initialValues,
  receivingOf,
  STANDING_FIELDS,
  standingErrors,
  standingInput,
  type StandingField,
} from '../utils/standing-form';

/** Each field's id in the dialog. */
export const standingFieldId = (field: StandingField) => `standing-${field}`;

/** A field takes the focus: a group of boxes or radios by its chosen (or first) control. */
function focusField(field: StandingField) {
  if (field === 'weekdays') return focusCheckboxGroup(standingFieldId(field));
  const element = document.getElementById(standingFieldId(field));
  (element?.querySelector<HTMLInputElement>('input:checked') ?? element)?.focus();
}

/**
 * The Save as standing order dialog's form: the cart's lines with a name, weekdays, first and last
 * day, and how they are received and paid. Checked here with the server's own rules first; the
 * server's refusal lands under the field it names (which takes the focus), or above the form. Saved,
 * it says so and goes to the standing orders.
 */
export function useSaveStandingOrder(show: boolean, items: readonly CartItem[]) {
  const today = manilaDay(new Date());
  const form = useFormState(initialValues(today));
  const book = useQuery(MyAddressesDocument, { skip: !show, fetchPolicy: 'cache-and-network' });
  const addresses = book.data?.myAddresses ?? null;
  const accounts = useQuery(PaymentAccountsDocument, { skip: !show }).data?.paymentAccounts ?? null;
  const receiving = receivingOf(form.values, addresses);
  const errors = standingErrors(form.values, receiving, today);
  const [save, { loading }] = useMutation(SaveStandingOrderDocument);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  // As useFormSubmit does; not shared with it, whose code would then join the file every signed-in page loads.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    form.attempt();
    setFailure(null);
    const invalid = STANDING_FIELDS.find((field) => errors[field]);
    if (invalid) return focusField(invalid);
    const input = standingInput(form.values, receiving, orderItems(items));
    try {
      await save({ variables: { input } });
    } catch (error) {
      const refusal = formFailure(error);
      const named = STANDING_FIELDS.find((field) => refusal.fields[field]);
      if (refusal.code !== 'BAD_USER_INPUT' || !named)
        return setFailure(refusalMessage(refusal, 'The standing order could not be saved.'));
      // The messages are in place (and read with the field) before the field takes the focus.
      flushSync(() => form.setServerErrors(refusal.fields));
      return focusField(named);
    }
    toast.success(`Standing order ${input.name} saved.`);
    void navigate(PATHS.standingOrders);
  };
  return {
    form,
    today,
    errors,
    receiving,
    addresses,
    addressesFailed: !!book.error && !addresses,
    accounts,
    saving: loading,
    submit,
    /** A refusal that names no field (or a failure), above the fields. */
    failure,
    /** A fresh form at each opening (its first day is tomorrow's again). */
    reset: () => {
      form.reset(initialValues(today));
      setFailure(null);
    },
  };
}
