import {
  ORDER_NOTE_MAX,
  PAYMENT_METHODS,
  paymentMethodLabel,
  type DeliveryMethod,
  type PaymentMethod,
} from '@waters/domain';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import type { PaymentAccountFieldsFragment } from '../../../api/fragments.generated';
import type { CustomerAddressFieldsFragment } from '../../../api/my-addresses.generated';
import { Field } from '../../../components/form/Field';
import type { FieldErrors } from '../../../hooks/use-form-state';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { formatPeso } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import { fullAddress } from '../../../lib/address';
import { METHOD_LABELS } from '../../../lib/delivery-labels';
import { noteCharactersLeft, type CheckoutChoice, type CheckoutField, type OfferedDates } from '../utils/checkout';
import '../../../components/choice-check.css';

/** The ids the review takes the focus to when a field needs attention. */
export const CHECKOUT_FIELD_IDS: Record<CheckoutField, string> = {
  address: 'checkout-address',
  date: 'checkout-date',
  note: 'checkout-note',
};

interface DeliveryChoiceProps {
  /** The choice with its address and date resolved (the default address, a date still offered). */
  choice: CheckoutChoice;
  onChange: (change: Partial<CheckoutChoice>) => void;
  /** The saved delivery addresses (not the profile's); null while loading. */
  addresses: readonly CustomerAddressFieldsFragment[] | null;
  addressesFailed?: boolean;
  /** What the server offers for the method and address; null while unknown. */
  offered: OfferedDates | null;
  loadingDates: boolean;
  /** The dates could not be read; `onRetryDates` asks again. */
  datesFailed?: boolean;
  onRetryDates?: () => void;
  /** The messages to show now, by field. */
  errors: FieldErrors<CheckoutField>;
  /** The shop's accounts for transfers (a method without one is not offered); null while unknown. */
  accounts: readonly PaymentAccountFieldsFragment[] | null;
  /** The method waits for the address book (delivery is chosen for the customer when the default address delivers): not changed under a choice just made. */
  methodPending?: boolean;
}

const addressOption = (entry: CustomerAddressFieldsFragment) => ({
  value: String(entry.id),
  label: `${entry.label}: ${fullAddress(entry)} (${entry.zone ? `fee ${formatPeso(entry.zone.deliveryFee)}` : 'no delivery yet'})`,
});

/** Said when the dates could not be read (a dropped connection, a busy server): nothing is lost, the customer asks again. */
export const DATES_FAILED = 'The dates could not be loaded.';

/** The review's Delivery section: delivery or pickup, the address, the date, a note, and how the customer pays. */
export function DeliveryChoice({
  choice,
  onChange,
  addresses,
  addressesFailed = false,
  offered,
  loadingDates,
  datesFailed = false,
  onRetryDates,
  errors,
  accounts,
  methodPending = false,
}: DeliveryChoiceProps) {
  const delivering = choice.method === 'DELIVERY';
  const dateLabel = delivering ? 'Delivery date' : 'Pickup date';
  const left = noteCharactersLeft(choice.note);
  return (
    <section aria-labelledby="checkout-delivery-title" className="mt-3">
      <h3 id="checkout-delivery-title" className="h6 fw-bold">
        Delivery
      </h3>
      <fieldset className="mb-2" disabled={methodPending} aria-busy={methodPending || undefined}>
        <legend className="visually-hidden">How the order reaches you</legend>
        <Radios
          name="checkout-method"
          options={['DELIVERY', 'PICKUP'] as const}
          label={(method) => METHOD_LABELS[method]}
          chosen={choice.method}
          onChoose={(method) => onChange({ method })}
        />
      </fieldset>
      {delivering && (
        <AddressSelect
          choice={choice}
          onChange={onChange}
          addresses={addresses}
          failed={addressesFailed}
          error={errors.address}
        />
      )}
      {(!delivering || choice.addressId !== null) &&
        (offered && offered.dates.length > 0 ? (
          <Field
            as="select"
            id={CHECKOUT_FIELD_IDS.date}
            label={dateLabel}
            value={choice.date ?? ''}
            onChange={(event) => onChange({ date: event.target.value })}
            // No date chosen (the one chosen was withdrawn): the list says so rather than seeming to pick its first.
            options={[
              ...(choice.date ? [] : [{ value: '', label: 'Choose a date' }]),
              ...offered.dates.map((date) => ({ value: date, label: formatDeliveryDate(date) })),
            ]}
            error={errors.date}
          />
        ) : (
          <div className="mb-3">
            <p className="form-label mb-1">{dateLabel}</p>
            <p
              id={CHECKOUT_FIELD_IDS.date}
              tabIndex={-1}
              className={errors.date ? 'text-danger mb-0' : 'mb-0 text-body-secondary'}
            >
              {loadingDates
                ? 'Finding the dates…'
                : datesFailed
                  ? DATES_FAILED
                  : (errors.date ??
                    offered?.unavailableReason ??
                    (delivering ? 'No dates could be found.' : 'The earliest pickup date is chosen for you.'))}
            </p>
            {datesFailed && onRetryDates && (
              <button type="button" className="btn btn-link p-0" onClick={onRetryDates}>
                Try again
              </button>
            )}
          </div>
        ))}
      <Field
        as="textarea"
        id={CHECKOUT_FIELD_IDS.note}
        label="Note for us (optional)"
        rows={2}
        value={choice.note}
        onChange={(event) => onChange({ note: event.target.value })}
        // No maxLength: a longer note pasted in would be cut without a word; it is kept and said to be too long.
        hint={
          left >= 0
            ? `${left} of ${ORDER_NOTE_MAX} characters left. E.g. a landmark, or who receives the order.`
            : `${-left} ${left === -1 ? 'character' : 'characters'} too many: at most ${ORDER_NOTE_MAX}.`
        }
        error={errors.note}
      />
      <PaymentChoice
        method={choice.paymentMethod}
        delivery={choice.method}
        accounts={accounts}
        onChange={(paymentMethod) => onChange({ paymentMethod })}
      />
    </section>
  );
}

function AddressSelect({
  choice,
  onChange,
  addresses,
  failed,
  error,
}: {
  choice: CheckoutChoice;
  onChange: DeliveryChoiceProps['onChange'];
  addresses: DeliveryChoiceProps['addresses'];
  failed: boolean;
  error?: string;
}) {
  const addLink = <Link to={PATHS.editProfile}>Add a delivery address</Link>;
  if (addresses === null && !failed) return <p role="status">Loading your addresses…</p>;
  if (addresses === null || addresses.length === 0) {
    return (
      <p id={CHECKOUT_FIELD_IDS.address} tabIndex={-1} className={error ? 'text-danger' : undefined}>
        {failed ? 'Your addresses could not be loaded.' : 'You have no delivery address yet.'} {addLink} in Edit
        Profile.
      </p>
    );
  }
  return (
    <Field
      as="select"
      id={CHECKOUT_FIELD_IDS.address}
      label="Deliver to"
      value={choice.addressId === null ? '' : String(choice.addressId)}
      onChange={(event) => onChange({ addressId: event.target.value ? Number(event.target.value) : null })}
      options={addresses.map(addressOption)}
      hint={addLink}
      error={error}
    />
  );
}

/** Cash, and each transfer the shop has an account for (all of them while the accounts are not known: the server refuses one it has none for). */
const offeredMethods = (accounts: DeliveryChoiceProps['accounts']) =>
  PAYMENT_METHODS.filter(
    (method) => method === 'CASH' || accounts === null || accounts.some((account) => account.method === method),
  );

function PaymentChoice({
  method,
  delivery,
  accounts,
  onChange,
}: {
  method: PaymentMethod;
  delivery: DeliveryMethod;
  accounts: DeliveryChoiceProps['accounts'];
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="mb-2">
      <legend className="h6 fw-bold">Payment</legend>
      <Radios
        name="checkout-payment"
        options={offeredMethods(accounts)}
        label={(option) => paymentMethodLabel(option, delivery)}
        chosen={method}
        onChoose={onChange}
      />
    </fieldset>
  );
}

/** One radio of a group per option, each with its id `${name}-` and the option in lower case. */
function Radios<T extends string>({
  name,
  options,
  label,
  chosen,
  onChoose,
}: {
  name: string;
  options: readonly T[];
  label: (option: T) => string;
  chosen: T;
  onChoose: (option: T) => void;
}) {
  return options.map((option) => (
    <Form.Check
      key={option}
      type="radio"
      id={`${name}-${option.toLowerCase()}`}
      name={name}
      className="choice-check"
      label={label(option)}
      checked={chosen === option}
      onChange={() => onChoose(option)}
    />
  ));
}
