import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FormFailure } from '../../../api/api-errors';
import type { CustomerAddressFieldsFragment } from '../../../api/my-addresses.generated';
import { Field } from '../../../components/form/Field';
import { useFormState } from '../../../hooks/use-form-state';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { AddAddressDocument } from '../api/add-address.generated';
import { REFETCH_ADDRESSES } from '../api/refetch-addresses';
import { UpdateAddressDocument } from '../api/update-address.generated';
import { ADDRESS_FIELDS, ADDRESS_LABELS, ADDRESS_MAX_LENGTH, addressErrors, EMPTY_ADDRESS, trimmedAddress, type AddressField } from '../utils/address-rules';

const AUTOCOMPLETE: Record<AddressField, string> = { label: 'off', address: 'street-address', city: 'address-level2', province: 'address-level1' };
const PLACEHOLDER: Partial<Record<AddressField, string>> = { label: 'e.g. Home', address: 'e.g. 12 Mabini St., Brgy. Poblacion', city: 'e.g. Bacoor', province: 'e.g. Cavite' };

const valuesOf = (entry: CustomerAddressFieldsFragment | null) =>
  entry ? { label: entry.label, address: entry.address, city: entry.city ?? '', province: entry.province ?? '' } : EMPTY_ADDRESS;

interface AddressFormProps {
  /** The saved address to change; null adds a new one. */
  editing: CustomerAddressFieldsFragment | null;
  /** After a save (the list is read again) or Cancel. */
  onDone: (saved: boolean) => void;
}

/**
 * Adds or changes one saved delivery address: label, street, city and province (the delivery zone
 * is found from the last two), and whether it is the default. Messages show beside their fields;
 * the first field takes the focus when the form opens.
 */
export function AddressForm({ editing, onDone }: AddressFormProps) {
  const prefix = `address-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const form = useFormState(valuesOf(editing));
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const [addAddress, adding] = useMutation(AddAddressDocument, REFETCH_ADDRESSES);
  const [updateAddress, updating] = useMutation(UpdateAddressDocument, REFETCH_ADDRESSES);
  const busy = adding.loading || updating.loading;
  const errors = addressErrors(form.values);
  const focus = (field: AddressField) => document.getElementById(`${prefix}-${field}`)?.focus();

  useEffect(() => {
    document.getElementById(`${prefix}-label`)?.focus();
  }, [prefix]);

  const send = async () => {
    const input = { ...trimmedAddress(form.values), isDefault };
    const result = editing ? await updateAddress({ variables: { id: editing.id, input } }) : await addAddress({ variables: { input } });
    if (result.error || !result.data) throw result.error ?? new Error('No answer');
    onDone(true);
  };
  const failed = (refusal: FormFailure) => ({
    message: 'The address could not be saved.',
    detail: refusal.code === 'BAD_USER_INPUT' || refusal.code === 'CONFLICT' ? refusal.message : null,
  });
  const { submit, failure } = useFormSubmit({ form, fields: ADDRESS_FIELDS, errors, focus, busy, send, failure: failed });
  const title = editing ? `Change ${editing.label}` : 'Add a delivery address';

  return (
    <Form noValidate onSubmit={submit} aria-label={title} className="border rounded p-3 mb-3 bg-light">
      <h3 className="h6 fw-bold">{title}</h3>
      {failure && (
        <Alert variant="danger" transition={false}>
          <p className="mb-0">{failure.message}</p>
          {failure.detail && <p className="mb-0 mt-1 small">{failure.detail}</p>}
        </Alert>
      )}
      {ADDRESS_FIELDS.map((field) => (
        <Field
          key={field}
          id={`${prefix}-${field}`}
          // Messages wait for Save: one appearing as the field is left would move Save from under the pointer.
          {...form.bind(field, errors, { onLeave: false })}
          label={ADDRESS_LABELS[field]}
          required
          maxLength={ADDRESS_MAX_LENGTH[field]}
          autoComplete={AUTOCOMPLETE[field]}
          placeholder={PLACEHOLDER[field]}
        />
      ))}
      <Form.Check
        id={`${prefix}-default`}
        className="mb-3 choice-check"
        label="Deliver here unless I choose another address (default)"
        checked={isDefault}
        onChange={(event) => setIsDefault(event.target.checked)}
      />
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <Button type="button" variant="outline-secondary" onClick={() => onDone(false)} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving…' : 'Save address'}
        </Button>
      </div>
    </Form>
  );
}
