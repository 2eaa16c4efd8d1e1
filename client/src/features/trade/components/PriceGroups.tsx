import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import { formatPeso } from '../../../lib/format';
import type { PriceGroupFieldsFragment } from '../api/price-group-fields.generated';
import { PriceGroupsDocument } from '../api/price-groups.generated';
import { termsText } from '../utils/trade-forms';
import { PriceGroupDialog, type GroupEdit } from './PriceGroupDialog';
import { RowDialogButtons } from './RowDialogButtons';

type Group = PriceGroupFieldsFragment;

const groupFields = (onEdit: (group: Group) => void): readonly RecordField<Group>[] => [
  { label: 'Name', value: (group) => group.name, rowHeader: true, card: 'title' },
  { label: 'Minimum order', value: (group) => formatPeso(group.minOrderAmount), card: 'main' },
  { label: 'Terms (days to pay)', value: (group) => termsText(group.termsDays), card: 'main' },
  { label: 'Accounts', value: (group) => group.accountCount, card: 'main' },
  {
    label: 'Actions',
    value: (group) => (
      <RowDialogButtons
        record={`group ${group.name}`}
        buttons={[{ label: 'Edit', variant: 'outline-primary', onClick: () => onEdit(group) }]}
      />
    ),
    card: 'actions',
  },
];

/** The price groups: each with its minimum order, its days to pay after delivery and how many accounts it has. */
export function PriceGroups() {
  const { data, error } = useQuery(PriceGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const [edit, setEdit] = useState<GroupEdit | null>(null);
  if (error && !data) return <Alert variant="danger">The price groups could not be loaded.</Alert>;
  if (!data) return <p role="status">Loading price groups…</p>;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h4 mb-0 me-auto">Price groups</h2>
        <Button aria-haspopup="dialog" variant="primary" onClick={() => setEdit({ group: null })}>
          Add a price group
        </Button>
      </div>
      <p>
        A group&rsquo;s accounts pay its prices (Price list), for orders of at least its minimum; with terms, each order
        falls due that many days after delivery.
      </p>
      {data.priceGroups.length === 0 ? (
        <p>No price group yet.</p>
      ) : (
        <RecordList
          label="Price groups"
          records={data.priceGroups}
          fields={groupFields((group) => setEdit({ group }))}
          keyOf={(group) => group.id}
          tableClass={COMPACT_TABLE_CLASS}
        />
      )}
      <PriceGroupDialog edit={edit} onClose={() => setEdit(null)} />
    </>
  );
}
