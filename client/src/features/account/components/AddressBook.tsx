import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formFailure } from '../../../api/api-errors';
import { MyAddressesDocument, type CustomerAddressFieldsFragment } from '../../../api/my-addresses.generated';
import { onDemand } from '../../../components/on-demand';
import { formatPeso } from '../../../lib/format';
import { toast } from '../../../state/toast';
import { DeleteAddressDocument } from '../api/delete-address.generated';
import { UpdateAddressDocument } from '../api/update-address.generated';
import { fullAddress } from '../../../lib/address';
import { REFETCH_ADDRESSES } from '../api/refetch-addresses';

// The form loads when an address is added or changed; the confirmation (Bootstrap's modal) when one is deleted.
const AddressForm = onDemand(() => import('./AddressForm').then((module) => module.AddressForm));
const ConfirmDialog = onDemand(() =>
  import('../../../components/ConfirmDialog').then((module) => module.ConfirmDialog),
);

const TITLE_ID = 'address-book-title';
/** The server keeps at most this many saved addresses per customer. */
export const SAVED_ADDRESSES_MAX = 20;

type Entry = CustomerAddressFieldsFragment;
/** The open form: a new address, or the one being changed. */
type Editing = { entry: Entry | null } | null;

/** Where an entry can be delivered: its zone and fee, or that it cannot yet. */
export function zoneText(entry: Entry): string {
  if (entry.isProfile && !entry.placeConfirmed)
    return 'Confirm your city: choose the province and city of this address in the form above, so that it can be delivered to.';
  // Saved before places were coded and not found in the Philippine list: the customer picks it again.
  if (!entry.placeConfirmed)
    return `Confirm your city: change this address and choose ${entry.city ?? 'its city'}, ${entry.province ?? 'its province'} again, so that it can be delivered to.`;
  return entry.zone
    ? `Delivery zone: ${entry.zone.name}, fee ${formatPeso(entry.zone.deliveryFee)}`
    : 'No delivery to this area yet';
}

/**
 * Edit Profile's address book: the profile's address first (changed with the form's Address and
 * place fields, not here), then the saved delivery addresses with their zone, each can be changed, deleted or
 * made the default.
 */
export function AddressBook() {
  const { data, loading, error, refetch } = useQuery(MyAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  /** Why the last delete failed, shown beside that address. */
  const [deleteFailure, setDeleteFailure] = useState<{ id: number; message: string } | null>(null);
  const [deleteAddress, deletion] = useMutation(DeleteAddressDocument, REFETCH_ADDRESSES);
  const [updateAddress, defaulting] = useMutation(UpdateAddressDocument, REFETCH_ADDRESSES);
  const addButton = useRef<HTMLButtonElement>(null);
  const entries = data?.myAddresses ?? [];
  const saved = entries.filter((entry) => !entry.isProfile);

  /** Back from the form: the focus returns to what opened it. */
  const closeForm = (entry: Entry | null) => {
    setEditing(null);
    requestAnimationFrame(() =>
      (entry ? document.getElementById(`address-edit-${entry.id}`) : addButton.current)?.focus(),
    );
  };

  const makeDefault = async (entry: Entry) => {
    try {
      // Everything as it is (its place by code when it has one), default now.
      const input = {
        label: entry.label,
        address: entry.address,
        city: entry.city ?? '',
        province: entry.province ?? '',
        ...(entry.cityCode ? { cityCode: entry.cityCode, barangayCode: entry.barangayCode ?? null } : {}),
        landmark: entry.landmark ?? null,
        isDefault: true,
      };
      await updateAddress({ variables: { id: entry.id, input } });
      toast.success(`${entry.label} is now your default delivery address.`);
    } catch {
      toast.failure('The default address could not be changed.');
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      await deleteAddress({ variables: { id: deleting.id } });
      toast.success(`${deleting.label} was deleted.`);
      setDeleting(null);
      document.getElementById(TITLE_ID)?.focus();
    } catch (error) {
      // Said beside the address itself (the dialog closes), with the server's reason when it gave one.
      const { code, message } = formFailure(error);
      const reason =
        (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' || code === 'CONFLICT') && message
          ? ` ${message}`
          : ' Try again.';
      setDeleteFailure({ id: deleting.id, message: `${deleting.label} could not be deleted.${reason}` });
      setDeleting(null);
      requestAnimationFrame(() => document.getElementById(`address-delete-${deleting.id}`)?.focus());
    }
  };

  return (
    <section aria-labelledby={TITLE_ID} id="address-book">
      <h2 id={TITLE_ID} className="h4" tabIndex={-1}>
        Delivery addresses
      </h2>
      <p className="text-body-secondary">
        Where we can bring your orders. The delivery fee depends on the city and province.
      </p>
      {loading && entries.length === 0 ? (
        <p role="status">Loading your addresses…</p>
      ) : error && entries.length === 0 ? (
        <p>
          Your addresses could not be loaded.{' '}
          <Button variant="outline-secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <ul className="list-unstyled mb-3" aria-label="Your addresses">
          {entries.map((entry) =>
            editing?.entry?.id === entry.id && !entry.isProfile ? (
              <li key={entry.id}>
                <AddressForm editing={entry} onDone={() => closeForm(entry)} />
              </li>
            ) : (
              <AddressEntry
                key={entry.id}
                entry={entry}
                busy={defaulting.loading}
                failure={deleteFailure?.id === entry.id ? deleteFailure.message : null}
                onEdit={() => setEditing({ entry })}
                onDelete={() => {
                  setDeleteFailure(null);
                  setDeleting(entry);
                }}
                onMakeDefault={() => void makeDefault(entry)}
              />
            ),
          )}
        </ul>
      )}
      {editing && editing.entry === null ? (
        <AddressForm editing={null} onDone={() => closeForm(null)} />
      ) : saved.length < SAVED_ADDRESSES_MAX ? (
        <Button ref={addButton} variant="outline-primary" onClick={() => setEditing({ entry: null })} disabled={!data}>
          Add an address
        </Button>
      ) : (
        <p className="mb-0">
          You have saved {SAVED_ADDRESSES_MAX} addresses, the most there can be. Delete one to add another.
        </p>
      )}
      {deleting && (
        <ConfirmDialog
          id="delete-address"
          title="Delete this address?"
          titleAs="h2"
          titleClassName="h5"
          confirmLabel="Delete"
          busy={deletion.loading}
          onConfirm={remove}
          failure="The address could not be deleted."
          onClose={() => setDeleting(null)}
        >
          {deleting.label}: {fullAddress(deleting)}. Orders already placed keep their address.
        </ConfirmDialog>
      )}
    </section>
  );
}

interface AddressEntryProps {
  entry: Entry;
  busy: boolean;
  /** Why deleting it failed, if it did. */
  failure: string | null;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

function AddressEntry({ entry, busy, failure, onEdit, onDelete, onMakeDefault }: AddressEntryProps) {
  const name = <span className="visually-hidden"> {entry.label}</span>;
  return (
    <li className="border rounded p-3 mb-2">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h3 className="h6 fw-bold mb-0">{entry.label}</h3>
        {entry.isProfile && <span className="badge text-bg-secondary">From your profile</span>}
        {entry.isDefault && <span className="badge text-bg-success">Default</span>}
      </div>
      <p className="mb-1">{fullAddress(entry)}</p>
      <p className="mb-0 small text-body-secondary">{zoneText(entry)}</p>
      {!entry.isProfile && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          <Button id={`address-edit-${entry.id}`} size="sm" variant="outline-primary" onClick={onEdit}>
            Edit{name}
          </Button>
          <Button
            aria-haspopup="dialog"
            id={`address-delete-${entry.id}`}
            size="sm"
            variant="outline-danger"
            onClick={onDelete}
          >
            Delete{name}
          </Button>
          {!entry.isDefault && (
            <Button size="sm" variant="outline-secondary" onClick={onMakeDefault} disabled={busy}>
              Make default{name}
            </Button>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="small text-danger-emphasis mt-2 mb-0">
          {failure}
        </p>
      )}
    </li>
  );
}
