import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MyAddressesDocument } from '../../../api/my-addresses.generated';
import { orderItems, type CartItem } from '../../../state/cart';
import { DeliveryOptionsDocument } from '../api/delivery-options.generated';
import { checkoutErrors, choiceInput, DEFAULT_CHOICE, keptDate, resolvedAddressId, type CheckoutChoice, type CheckoutField, type OfferedDates } from '../utils/checkout';

const FIELD_ORDER: readonly CheckoutField[] = ['address', 'date', 'note'];

/**
 * The review's delivery and payment choice: the saved addresses (asked for once Delivery is
 * chosen), the dates and fee the server offers for the method and address (asked again each
 * time the review opens: the offer changes at the cut-off), and what is wrong with the choice.
 */
export function useCheckout(show: boolean, items: readonly CartItem[]) {
  const [chosen, setChosen] = useState<CheckoutChoice>(DEFAULT_CHOICE);
  const [attempted, setAttempted] = useState(false);
  const delivering = chosen.method === 'DELIVERY';

  const addressQuery = useQuery(MyAddressesDocument, { skip: !show || !delivering, fetchPolicy: 'cache-and-network' });
  const saved = addressQuery.data ? addressQuery.data.myAddresses.filter((entry) => !entry.isProfile) : null;
  const addressId = delivering ? resolvedAddressId(chosen.addressId, saved) : null;

  const input = { method: chosen.method, ...(delivering && addressId !== null ? { addressId } : {}), items: orderItems(items) };
  const optionsQuery = useQuery(DeliveryOptionsDocument, {
    variables: { input },
    skip: !show || (delivering && addressId === null),
    fetchPolicy: 'network-only',
  });
  const answer = optionsQuery.loading ? undefined : optionsQuery.data?.deliveryOptions;
  const offered: OfferedDates | null = answer && answer.method === chosen.method ? answer : null;

  const choice: CheckoutChoice = { ...chosen, addressId, date: offered ? keptDate(chosen.date, offered.dates) : null };
  const errors = checkoutErrors(choice, offered);
  const deliveryFee = delivering ? (offered?.deliveryFee ?? null) : 0;

  return {
    choice,
    change: (change: Partial<CheckoutChoice>) => setChosen((current) => ({ ...current, ...change })),
    addresses: saved,
    addressesFailed: !!addressQuery.error && !addressQuery.data,
    selectedAddress: saved?.find((entry) => entry.id === addressId) ?? null,
    offered,
    loadingDates: optionsQuery.loading,
    /** Shown once Confirm Order was tried. */
    errors: attempted ? errors : {},
    /** null while a delivery's fee is not known yet. */
    deliveryFee,
    /** A Confirm Order: the first field that needs attention, or null when the choice may go. */
    attempt: (): CheckoutField | null => {
      setAttempted(true);
      return FIELD_ORDER.find((field) => errors[field]) ?? null;
    },
    input: () => choiceInput(choice, offered),
  };
}
