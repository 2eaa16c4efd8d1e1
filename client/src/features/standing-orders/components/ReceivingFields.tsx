import { PAYMENT_METHODS, paymentMethodLabel, type DeliveryMethod } from '@waters/domain';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import type { PaymentAccountFieldsFragment } from '../../../api/fragments.generated';
import type { CustomerAddressFieldsFragment } from '../../../api/my-addresses.generated';
import { Field } from '../../../components/form/Field';
import { fullAddress } from '../../../lib/address';
import { METHOD_LABELS } from '../../../lib/delivery-labels';
import { PATHS } from '../../../lib/paths';
import type { StandingField } from '../utils/standing-form';
import '../../../components/choice-check.css';

interface ReceivingFieldsProps {
  receiving: { method: DeliveryMethod; addressId: number | null };
  paymentMethod: string;
  /** The address book; null while it loads or when it failed (`addressesFailed`). */
  addresses: readonly CustomerAddressFieldsFragment[] | null;
  addressesFailed: boolean;
  /** The shop's transfer accounts (a method without one is not offered, as at checkout); null while unknown. */
  accounts: readonly PaymentAccountFieldsFragment[] | null;
  errorOf: (field: StandingField) => string | undefined;
  onChange: (field: StandingField, value: string) => void;
}

/** How every order of it reaches the buyer (delivery to an address of the book, or pickup) and how it is paid. */
export function ReceivingFields({
  receiving,
  paymentMethod,
  addresses,
  addressesFailed,
  accounts,
  errorOf,
  onChange,
}: ReceivingFieldsProps) {
  const offered = PAYMENT_METHODS.filter(
    (method) => method === 'CASH' || accounts === null || accounts.some((account) => account.method === method),
  );
  return (
    <>
      <Radios
        field="deliveryMethod"
        legend="How it reaches you"
        options={(['DELIVERY', 'PICKUP'] as const).map((method) => ({ value: method, label: METHOD_LABELS[method] }))}
        chosen={receiving.method}
        error={errorOf('deliveryMethod')}
        onChange={onChange}
      />
      {receiving.method === 'DELIVERY' && (
        <AddressSelect
          addresses={addresses}
          failed={addressesFailed}
          chosen={receiving.addressId}
          error={errorOf('addressId')}
          onChange={(id) => onChange('addressId', id)}
        />
      )}
      <Radios
        field="paymentMethod"
        legend="Payment"
        options={offered.map((method) => ({ value: method, label: paymentMethodLabel(method, receiving.method) }))}
        chosen={paymentMethod}
        error={errorOf('paymentMethod')}
        onChange={onChange}
      />
    </>
  );
}

function AddressSelect({
  addresses,
  failed,
  chosen,
  error,
  onChange,
}: {
  addresses: ReceivingFieldsProps['addresses'];
  failed: boolean;
  chosen: number | null;
  error?: string;
  onChange: (id: string) => void;
}) {
  const addLink = <Link to={PATHS.editProfile}>Add a delivery address in Edit Profile</Link>;
  if (addresses === null && !failed) return <p role="status">Loading your addresses…</p>;
  if (addresses === null || addresses.length === 0)
    return (
      <p id="standing-addressId" tabIndex={-1} className={error ? 'text-danger' : undefined}>
        {failed ? 'Your addresses could not be loaded.' : 'You have no delivery address yet.'} {addLink}.
      </p>
    );
  return (
    <Field
      as="select"
      id="standing-addressId"
      label="Deliver to"
      value={chosen === null ? '' : String(chosen)}
      onChange={(event) => onChange(event.target.value)}
      options={addresses.map((entry) => ({ value: String(entry.id), label: `${entry.label}: ${fullAddress(entry)}` }))}
      hint={addLink}
      error={error}
    />
  );
}

/** A group of radios under its legend (a fieldset with the field's id), its message under them. */
function Radios({
  field,
  legend,
  options,
  chosen,
  error,
  onChange,
}: {
  field: StandingField;
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: string;
  error?: string;
  onChange: (field: StandingField, value: string) => void;
}) {
  const id = `standing-${field}`;
  return (
    <fieldset id={id} className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {options.map(({ value, label }) => (
        <Form.Check
          key={value}
          type="radio"
          id={`${id}-${value.toLowerCase()}`}
          name={id}
          className="choice-check"
          label={label}
          checked={chosen === value}
          isInvalid={!!error}
          onChange={() => onChange(field, value)}
        />
      ))}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
