import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import { RowButton } from '../../../components/lists/RowButton';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import { formatMediumDate } from '../../../lib/format';
import type { RecallFieldsFragment } from '../api/recall-fields.generated';
import { RecallDetailsDocument } from '../api/recall-details.generated';
import { RecallsDocument } from '../api/recalls.generated';
import { counted } from '../utils/recall-text';
import { RecallFindings } from './RecallFindings';

const LIST_TITLE_ID = 'past-recalls-title';
const DETAILS_TITLE_ID = 'recall-details-title';
const kindOf = (recall: Pick<RecallFieldsFragment, 'mock'>) => (recall.mock ? 'Mock recall' : 'Recall');
/** The Open button of a past recall: the focus comes back to it when its details close. */
const openButtonId = (id: number) => `recall-${id}-open`;

/** What a notice's outbox row says, in words. */
const NOTICE_STATUS: Readonly<Record<string, string>> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  withdrawn: 'Withdrawn',
};

const recallFields = (
  open: number | null,
  onOpen: (id: number) => void,
): readonly RecordField<RecallFieldsFragment>[] => [
  {
    label: 'Started',
    value: (recall) => <time dateTime={recall.startedAt}>{formatMediumDate(recall.startedAt)}</time>,
    card: 'title',
    cardLabelHidden: true,
    rowHeader: true,
  },
  {
    label: 'Kind',
    value: (recall) => (
      <span className={`badge ${recall.mock ? 'text-bg-secondary' : 'text-bg-danger'}`}>{kindOf(recall)}</span>
    ),
    card: 'badge',
  },
  {
    label: 'Lots',
    // Each code whole on its line (a code breaks at its dashes otherwise).
    value: (recall) => (
      <ul className="list-unstyled mb-0 font-monospace">
        {recall.lotCodes.map((code) => (
          <li key={code} className="text-nowrap">
            {code}
          </li>
        ))}
      </ul>
    ),
    card: 'main',
  },
  { label: 'Reason', value: (recall) => recall.reason, card: 'main', cellClass: 'text-break' },
  {
    label: 'Found',
    value: (recall) =>
      `${counted(recall.ordersFound, 'order')}, ${counted(recall.customersFound, 'customer')}, ${counted(recall.unitsFound, 'unit')}`,
    card: 'main',
  },
  {
    label: 'Notices sent',
    value: (recall) => (recall.mock ? 'None (a drill)' : recall.noticesSent),
    card: 'main',
  },
  {
    label: 'Details',
    value: (recall) => (
      <RowButton
        id={openButtonId(recall.id)}
        variant="outline-primary"
        record={`${kindOf(recall).toLowerCase()} of ${formatMediumDate(recall.startedAt)}`}
        aria-expanded={open === recall.id}
        aria-controls={open === recall.id ? DETAILS_TITLE_ID : undefined}
        onClick={() => onOpen(recall.id)}
      >
        Open
      </RowButton>
    ),
    card: 'actions',
  },
];

/** One past recall opened: what it finds now, its CSV, and the customers it told with whether each mail went out. */
function RecallDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error } = useQuery(RecallDetailsDocument, { variables: { id }, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (data) document.getElementById(DETAILS_TITLE_ID)?.focus();
  }, [data]);
  if (error && !data) return <Alert variant="danger">The recall could not be loaded.</Alert>;
  if (!data) return <p role="status">Loading the recall…</p>;
  const { recall, shipments } = data.recall;
  // A notice names its customer by ID: the shipments give the name.
  const nameOf = new Map(shipments.map((line) => [line.customerId, line.fullName]));
  return (
    <RecallFindings
      outcome={data.recall}
      titleId={DETAILS_TITLE_ID}
      title={`${kindOf(recall)} of ${formatMediumDate(recall.startedAt)}: ${recall.lotCodes.join(', ')}`}
    >
      <h3 id="recall-notices-title" className="h5 mt-3">
        Customers told
      </h3>
      {recall.mock ? (
        <p>None: a drill tells nobody.</p>
      ) : data.recallNotices.length === 0 ? (
        <p>Nobody was told: no customer had received these lots, or each had been told already.</p>
      ) : (
        <ul aria-labelledby="recall-notices-title">
          {data.recallNotices.map((notice) => (
            <li key={notice.customerId}>
              {nameOf.get(notice.customerId) ?? 'Customer'}{' '}
              <span className="font-monospace small">({notice.customerId})</span>:{' '}
              {NOTICE_STATUS[notice.status] ?? notice.status}
            </li>
          ))}
        </ul>
      )}
      <Button variant="outline-secondary" size="sm" onClick={onClose}>
        Close recall
      </Button>
    </RecallFindings>
  );
}

/** Recalls and drills of every product, latest first; each opens to what it found and whom it told. */
export function PastRecalls() {
  const { data, error } = useQuery(RecallsDocument);
  const [open, setOpen] = useState<number | null>(null);
  const close = () => {
    const id = open;
    setOpen(null);
    if (id !== null) document.getElementById(openButtonId(id))?.focus();
  };
  return (
    <section aria-labelledby={LIST_TITLE_ID} className="mb-4">
      <h2 id={LIST_TITLE_ID} className="h4">
        Past recalls
      </h2>
      {error && !data ? (
        <Alert variant="danger">The past recalls could not be loaded.</Alert>
      ) : !data ? (
        <p role="status">Loading past recalls…</p>
      ) : data.recalls.length === 0 ? (
        <p>No recall or mock recall yet.</p>
      ) : (
        <RecordList
          label="Recalls and mock recalls, latest first"
          records={data.recalls}
          fields={recallFields(open, (id) => setOpen((current) => (current === id ? null : id)))}
          keyOf={(recall) => recall.id}
          tableClass={COMPACT_TABLE_CLASS}
        />
      )}
      {open !== null && <RecallDetails key={open} id={open} onClose={close} />}
    </section>
  );
}
