import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { MyAddressesDocument } from '../../../api/my-addresses.generated';
import { orderItems, type CartItem } from '../../../state/cart';
import { DeliveryOptionsDocument } from '../api/delivery-options.generated';
import {
  checkoutErrors,
  choiceInput,
  DEFAULT_CHOICE,
  keptDate,
  resolvedAddressId,
  type CheckoutChoice,
  type CheckoutField,
  type OfferedDates,
} from '../utils/checkout';

const FIELD_ORDER: readonly CheckoutField[] = ['address', 'date', 'note'];

/**
 * The review's delivery and payment choice: the saved addresses (asked for once Delivery is
 * chosen), the dates and fee the server offers for the method and address (asked again each
 * time the review opens: the offer changes at the cut-off), and what is wrong with the choice.
 */
export function useCheckout(show: boolean, items: readonly CartItem[]) {
  const [chosen, setChosen] = useState<CheckoutChoice>(DEFAULT_CHOICE);
  /** Until the customer picks a method: delivery when the default address is in a zone that delivers, else pickup. */
  const [methodPicked, setMethodPicked] = useState(false);
  /** The same, at once: a change sent from an earlier render never writes back the method the customer replaced. */
  const picked = useRef(false);
  const [attempted, setAttempted] = useState(false);
  /** A date the server refused at Confirm Order (no longer offered), with its reason: the customer picks another; nothing else changes. */
  const [refused, setRefused] = useState<{ date: string | null; reason: string } | null>(null);
  const addressQuery = useQuery(MyAddressesDocument, { skip: !show, fetchPolicy: 'cache-and-network' });
  // The profile address among them: the one given at sign-up is delivered to like any other.
  const saved = addressQuery.data?.myAddresses ?? null;
  const defaultDelivers = saved?.some((entry) => entry.isDefault && entry.zone !== null) ?? false;
  const method = methodPicked ? chosen.method : defaultDelivers ? 'DELIVERY' : chosen.method;
  const delivering = method === 'DELIVERY';
  const addressId = delivering ? resolvedAddressId(chosen.addressId, saved) : null;

  const input = { method, ...(delivering && addressId !== null ? { addressId } : {}), items: orderItems(items) };
  const optionsQuery = useQuery(DeliveryOptionsDocument, {
    variables: { input },
    skip: !show || (delivering && addressId === null),
    fetchPolicy: 'network-only',
  });
  const answer = optionsQuery.loading ? undefined : optionsQuery.data?.deliveryOptions;
  const offered: OfferedDates | null = answer && answer.method === method ? answer : null;

  const stillRefused = refused !== null && chosen.date === refused.date;
  const choice: CheckoutChoice = {
    ...chosen,
    method,
    addressId,
    date: offered && !stillRefused ? keptDate(chosen.date, offered.dates) : null,
  };
  const errors = checkoutErrors(choice, offered);
  if (stillRefused) errors.date = `${refused.reason} Choose another date.`;
  const deliveryFee = delivering ? (offered?.deliveryFee ?? null) : 0;

  return {
    choice,
    change: (change: Partial<CheckoutChoice>) => {
      if (change.method) {
        picked.current = true;
        setMethodPicked(true);
      }
      setChosen((current) => ({ ...current, ...(picked.current ? {} : { method }), ...change }));
    },
    addresses: saved,
    addressesFailed: !!addressQuery.error && !addressQuery.data,
    selectedAddress: saved?.find((entry) => entry.id === addressId) ?? null,
    offered,
    loadingDates: optionsQuery.loading,
    /** The dates could not be read (the network or the server failed): said so, with a way to ask again. */
    datesFailed: !optionsQuery.loading && !!optionsQuery.error && offered === null,
    retryDates: () => void optionsQuery.refetch().catch(() => undefined),
    /** Until the address book has answered, the method may still become Delivery: its choice waits. */
    methodPending: show && !methodPicked && !addressQuery.data && !addressQuery.error,
    /** Shown once Confirm Order was tried (a refused date at once). */
    errors: attempted ? errors : stillRefused ? { date: errors.date } : {},
    /** The date was refused when the order was placed: the dates are read again and the customer chooses one. */
    dateRefused: (reason: string) => {
      setRefused({ date: choice.date, reason });
      setChosen((current) => ({ ...current, date: choice.date }));
      optionsQuery.refetch().catch(() => undefined);
    },
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
