import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { onDemand } from '../../../components/on-demand';
import type { RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { formatPeso } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../state/toast';
import { CreateDeliveryZoneDocument } from '../api/create-delivery-zone.generated';
import { DeleteDeliveryZoneDocument } from '../api/delete-delivery-zone.generated';
import type { DeliveryZoneFieldsFragment } from '../api/delivery-zone-fields.generated';
import { DeliveryZonesDocument } from '../api/delivery-zones.generated';
import { UpdateDeliveryZoneDocument } from '../api/update-delivery-zone.generated';
import { describeArea, describeLead, describeWeekdays } from '../utils/zone-form';
import { ProductTypeRules } from './ProductTypeRules';
import type { ZoneEdit, ZoneInput } from './ZoneDialog';

export const DELIVERY_ZONES_TITLE = 'Delivery zones';

// The dialog (Bootstrap's modal) loads once the page is idle, or when first opened.
const ZoneDialog = onDemand(() => import('./ZoneDialog').then((module) => module.ZoneDialog), {
  neededWhen: ({ edit }) => edit !== null,
});

type Zone = DeliveryZoneFieldsFragment;
const REFETCH = { refetchQueries: [{ query: DeliveryZonesDocument }], awaitRefetchQueries: true };

const zoneFields = (onEdit: (zone: Zone) => void, onDelete: (zone: Zone) => void): readonly RecordField<Zone>[] => [
  { label: 'Name', value: (zone) => zone.name, card: 'title', rowHeader: true },
  {
    label: 'Active',
    value: (zone) => <Badge bg={zone.active ? 'success' : 'secondary'}>{zone.active ? 'Active' : 'Inactive'}</Badge>,
    card: 'badge',
    cardLabelHidden: true,
  },
  {
    label: 'Areas',
    value: (zone) => (
      <ul className="list-unstyled mb-0">
        {zone.areas.map((area) => (
          <li key={`${area.province}|${area.city ?? ''}`}>{describeArea(area)}</li>
        ))}
      </ul>
    ),
    card: 'main',
    cardWide: true,
  },
  { label: 'Fee', value: (zone) => formatPeso(zone.deliveryFee), cellClass: 'text-nowrap', card: 'main' },
  { label: 'Lead time', value: (zone) => describeLead(zone.leadDays), cellClass: 'text-nowrap', card: 'main' },
  { label: 'Days', value: (zone) => describeWeekdays(zone.weekdays), card: 'main' },
  { label: 'Cut-off', value: (zone) => zone.cutoff, card: 'main' },
  {
    label: 'Actions',
    value: (zone) => (
      <div className="d-flex flex-wrap gap-2">
        <Button aria-haspopup="dialog" size="sm" variant="outline-primary" onClick={() => onEdit(zone)}>
          Edit<span className="visually-hidden"> zone {zone.name}</span>
        </Button>
        <Button aria-haspopup="dialog" size="sm" variant="outline-danger" onClick={() => onDelete(zone)}>
          Delete<span className="visually-hidden"> zone {zone.name}</span>
        </Button>
      </div>
    ),
    card: 'actions',
  },
];

/**
 * Where the shop delivers (employees): the zones, each with its areas, fee, lead time, days and
 * cut-off, added and edited in a dialog; and which product types may not spend a Sunday on the road.
 */
export function DeliveryZonesScreen() {
  const { data, error } = useQuery(DeliveryZonesDocument);
  const [edit, setEdit] = useState<ZoneEdit | null>(null);
  const [deleting, setDeleting] = useState<Zone | null>(null);
  const [createZone] = useMutation(CreateDeliveryZoneDocument, REFETCH);
  const [updateZone] = useMutation(UpdateDeliveryZoneDocument, REFETCH);
  const [deleteZone, deletion] = useMutation(DeleteDeliveryZoneDocument, REFETCH);

  const save = async (input: ZoneInput) => {
    if (edit?.kind === 'edit') {
      await updateZone({ variables: { id: edit.zone.id, input } });
      toast.success(`Zone ${input.name} saved.`);
    } else {
      await createZone({ variables: { input } });
      toast.success(`Zone ${input.name} added.`);
    }
    setEdit(null);
  };

  return (
    <section aria-labelledby="delivery-zones-title">
      <ScreenHeader title={DELIVERY_ZONES_TITLE} headingId="delivery-zones-title" />
      <p>
        A customer&rsquo;s address is delivered to by the zone that lists its city, or its whole province. Each zone has
        its own fee, lead time, delivery days and cut-off; pickups at the Cavite facility need no zone. The day&rsquo;s
        orders are on <Link to={PATHS.deliveries}>Deliveries</Link>.
      </p>
      {error && !data ? (
        <Alert variant="danger">The delivery zones could not be loaded.</Alert>
      ) : !data ? (
        <p role="status">Loading delivery zones…</p>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h2 className="h4 mb-0 me-auto">Zones</h2>
            <Button aria-haspopup="dialog" variant="primary" onClick={() => setEdit({ kind: 'add' })}>
              Add a zone
            </Button>
          </div>
          {data.deliveryZones.length === 0 ? (
            <p role="status">No delivery zone yet: customers can only pick up their orders.</p>
          ) : (
            <RecordList
              label="Delivery zones"
              caption="Delivery zones"
              records={data.deliveryZones}
              fields={zoneFields((zone) => setEdit({ kind: 'edit', zone }), setDeleting)}
              keyOf={(zone) => zone.id}
              tableClass="table table-sm align-top"
            />
          )}
          <ProductTypeRules rules={data.productTypeRules} />
        </>
      )}
      <ZoneDialog edit={edit} onClose={() => setEdit(null)} onSave={save} />
      {deleting && (
        <ConfirmDialog
          id="delete-zone"
          title="Delete delivery zone"
          confirmLabel="Delete zone"
          busy={deletion.loading}
          failure={`Zone ${deleting.name} could not be deleted.`}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteZone({ variables: { id: deleting.id } });
            toast.success(`Zone ${deleting.name} deleted.`);
            setDeleting(null);
          }}
        >
          Delete zone {deleting.name}? Its areas can no longer be delivered to; orders already placed keep their zone
          and fee.
        </ConfirmDialog>
      )}
    </section>
  );
}
