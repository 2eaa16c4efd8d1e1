import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/Alert';
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
import { PlacePicker } from '../../../components/places/PlacePicker';
import { choosePlace, placeName, usePlaceLists } from '../../../components/places/use-place-lists';
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  addressErrors,
  EMPTY_ADDRESS,
  TYPED_MAX_LENGTH,
  type AddressField,
  type AddressValues,
} from '../utils/address-rules';

const PLACEHOLDER: Partial<Record<AddressField, string>> = {
  label: 'e.g. Home',
  address: 'e.g. 12 Mabini St., Villa Rosa Subd.',
  landmark: 'e.g. blue gate, across the chapel',
};

const valuesOf = (entry: CustomerAddressFieldsFragment | null): AddressValues =>
  entry
    ? {
        label: entry.label,
        address: entry.address,
        provinceCode: entry.provinceCode ?? '',
        cityCode: entry.cityCode ?? '',
        barangayCode: entry.barangayCode ?? '',
        landmark: entry.landmark ?? '',
      }
    : EMPTY_ADDRESS;

interface AddressFormProps {
  /** The saved address to change; null adds a new one. */
  editing: CustomerAddressFieldsFragment | null;
  /** After a save (the list is read again) or Cancel. */
  onDone: (saved: boolean) => void;
}

/**
 * Adds or changes one saved delivery address: label, street, then province, city or municipality
 * and barangay chosen from the Philippine list (the delivery zone is found by their codes), a
 * landmark, and whether it is the default. An address saved before places were coded whose place
 * was not certain shows what the customer wrote, to choose it again. Messages show beside their
 * fields; the first field takes the focus when the form opens.
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

  const { values } = form;
  const lists = usePlaceLists(values);

  const send = async () => {
    const input = {
      label: values.label.trim(),
      address: values.address.trim(),
      province: placeName(lists.provinces, values.provinceCode),
      city: placeName(lists.cities, values.cityCode),
      cityCode: values.cityCode,
      barangayCode: values.barangayCode || null,
      landmark: values.landmark.trim() || null,
      isDefault,
    };
    const result = editing
      ? await updateAddress({ variables: { id: editing.id, input } })
      : await addAddress({ variables: { input } });
    if (result.error || !result.data) throw result.error ?? new Error('No answer');
    onDone(true);
  };
  const failed = (refusal: FormFailure) => ({
    message: 'The address could not be saved.',
    detail: refusal.code === 'BAD_USER_INPUT' || refusal.code === 'CONFLICT' ? refusal.message : null,
  });
  const { submit, failure } = useFormSubmit({
    form,
    fields: ADDRESS_FIELDS,
    errors,
    focus,
    busy,
    send,
    failure: failed,
  });
  const title = editing ? `Change ${editing.label}` : 'Add a delivery address';

  return (
    <Form noValidate onSubmit={submit} aria-label={title} className="border rounded p-3 mb-3 bg-light">
      <h3 className="h6 fw-bold">{title}</h3>
      {failure && (
        <Alert variant="danger">
          <p className="mb-0">{failure.message}</p>
          {failure.detail && <p className="mb-0 mt-1 small">{failure.detail}</p>}
        </Alert>
      )}
      {editing && !editing.placeConfirmed && (
        <p className="small mb-2" id={`${prefix}-written`}>
          You wrote: {editing.city}, {editing.province}. Choose it from the lists below.
        </p>
      )}
      {(['label', 'address'] as const).map((field) => (
        <Field
          key={field}
          id={`${prefix}-${field}`}
          // Messages wait for Save: one appearing as the field is left would move Save from under the pointer.
          {...form.bind(field, errors, { onLeave: false })}
          label={ADDRESS_LABELS[field]}
          required
          maxLength={TYPED_MAX_LENGTH[field]}
          autoComplete={field === 'address' ? 'street-address' : 'off'}
          placeholder={PLACEHOLDER[field]}
        />
      ))}
      <PlacePicker
        prefix={prefix}
        values={values}
        lists={lists}
        errors={{ provinceCode: form.visible(errors, 'provinceCode'), cityCode: form.visible(errors, 'cityCode') }}
        onChoose={(field, code) => form.setValues((current: AddressValues) => choosePlace(current, field, code))}
      />
      <Field
        id={`${prefix}-landmark`}
        {...form.bind('landmark', errors, { onLeave: false })}
        label={ADDRESS_LABELS.landmark}
        maxLength={TYPED_MAX_LENGTH.landmark}
        autoComplete="off"
        placeholder={PLACEHOLDER.landmark}
      />
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
