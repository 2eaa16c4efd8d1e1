import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { downloadExport } from '../../../api/download-export';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import { formatDay } from '../../../lib/period';
import { toast } from '../../../state/toast';
import type { RecallOutcomeFieldsFragment } from '../api/recall-fields.generated';
import { counted, foundText } from '../utils/recall-text';

type Shipment = RecallOutcomeFieldsFragment['shipments'][number];

const SHIPMENT_FIELDS: readonly RecordField<Shipment>[] = [
  { label: 'Order', value: (line) => line.orderId, card: 'title', rowHeader: true },
  { label: 'Customer', value: (line) => line.fullName, card: 'main' },
  {
    label: 'Contact',
    // Each link on a line of its own, at least 24 px tall (WCAG 2.5.8).
    value: (line) => (
      <ul className="list-unstyled mb-0">
        <li>
          <a href={`mailto:${line.emailAddress}`} className="d-inline-block py-1 text-break">
            {line.emailAddress}
          </a>
        </li>
        <li>
          <a href={`tel:${line.mobileNumber.replace(/[^\d+]/g, '')}`} className="d-inline-block py-1 text-nowrap">
            {line.mobileNumber}
          </a>
        </li>
      </ul>
    ),
    card: 'main',
  },
  { label: 'Ship to', value: (line) => line.shipTo, card: 'main', cellClass: 'text-break' },
  {
    label: 'Ship date',
    value: (line) => <time dateTime={line.shipDate}>{formatDay(line.shipDate)}</time>,
    card: 'main',
    cellClass: 'text-nowrap',
  },
  {
    label: 'Lot',
    value: (line) => (
      <>
        <span className="font-monospace d-block">{line.lotCode}</span>
        <span className="small text-body-secondary">
          Best before <time dateTime={line.bestBefore}>{formatDay(line.bestBefore)}</time>
        </span>
      </>
    ),
    card: 'main',
  },
  { label: 'Units', value: (line) => line.quantity, card: 'main' },
];

/**
 * What a recall (or a drill) found: how many orders, customers and units and how long the lookup
 * took, who was told, its CSV to download, and every order line that received the lots.
 */
export function RecallFindings({
  outcome,
  titleId,
  title,
  children,
}: {
  outcome: RecallOutcomeFieldsFragment;
  titleId: string;
  title: ReactNode;
  /** More about it, after the shipments (the notices of a past recall). */
  children?: ReactNode;
}) {
  const { recall, shipments } = outcome;
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      if (!(await downloadExport(recall.csvUrl, `recall-${recall.id}.csv`)))
        toast.failure('The CSV could not be downloaded.');
    } catch {
      toast.failure('The CSV could not be downloaded.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section aria-labelledby={titleId} className="mb-4">
      {/* An h2, as the phone cards' titles under it are (RecordCards). */}
      <h2 id={titleId} tabIndex={-1} className="h4">
        {title}
      </h2>
      <p className="fw-semibold mb-1">{foundText(recall)}.</p>
      <p className="mb-2">
        {recall.mock
          ? 'A drill: no lot was changed and nobody was told.'
          : `${recall.lotCodes.length === 1 ? 'Lot' : 'Lots'} ${recall.lotCodes.join(', ')} recalled: ${counted(recall.noticesSent, 'customer')} e-mailed.`}{' '}
        Reason: {recall.reason}
      </p>
      <Button
        variant="outline-primary"
        size="sm"
        className="mb-3"
        onClick={() => void download()}
        disabled={downloading}
      >
        Download CSV
      </Button>
      {shipments.length === 0 ? (
        <p>No order received these lots.</p>
      ) : (
        <RecordList
          label={`Shipments found by ${recall.mock ? 'mock recall' : 'recall'} ${recall.id}`}
          records={shipments}
          fields={SHIPMENT_FIELDS}
          keyOf={(line) => `${line.orderId}-${line.lotCode}-${line.productName}`}
          tableClass={COMPACT_TABLE_CLASS}
        />
      )}
      {children}
    </section>
  );
}
