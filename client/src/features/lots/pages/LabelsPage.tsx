import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { errorCode } from '../../../api/api-errors';
import { RoleGate } from '../../../components/RoleGate';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { PATHS } from '../../../lib/paths';
import { LabelsDocument } from '../api/labels.generated';
import { LabelSheet, type LabelSize, type LabelView } from '../components/LabelSheet';
import '../../../components/choice-check.css';

export const LABELS_TITLE = 'Labels';

const SIZES: readonly { size: LabelSize; label: string }[] = [
  { size: 'A6', label: 'A6 label (105 × 148 mm)' },
  { size: 'RECEIPT_80', label: '80 mm receipt' },
];

/** An order's or a lot's id as the address carries it: a positive whole number. */
const idParam = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * labels?order=ID (a packed order: one label per line and lot it was packed from) or labels?lot=ID
 * (a lot's shelf label), employees only: the printable food labels, on an A6 sheet or an 80 mm
 * receipt roll. Printing shows only the labels, one to a page (labels.css).
 */
export function LabelsScreen() {
  const [params] = useSearchParams();
  const orderId = idParam(params.get('order'));
  const lotId = orderId === null ? idParam(params.get('lot')) : null;
  const [size, setSize] = useState<LabelSize>('A6');
  const { data, loading, error } = useQuery(LabelsDocument, {
    variables: { orderId: orderId ?? 0, lotId: lotId ?? 0, byOrder: orderId !== null },
    skip: orderId === null && lotId === null,
    fetchPolicy: 'cache-and-network',
  });
  const found = orderId !== null ? data?.orderLabels : data?.lotLabels;
  const labels: LabelView[] | undefined = found?.map((label, index) => ({
    ...label,
    packSize: label.packSize ?? null,
    key: `${label.lotCode}-${label.productId}-${index}`,
  }));
  const subject = orderId !== null ? `order ${orderId}` : lotId !== null ? `lot ${lotId}` : null;

  let body: ReactNode;
  if (subject === null)
    body = (
      <p>
        Labels are printed for a packed order (from <Link to={PATHS.deliveries}>Deliveries</Link>) or for a lot (from{' '}
        <Link to={PATHS.lots}>Lots</Link>).
      </p>
    );
  else if (labels && labels.length > 0) body = <LabelSheet labels={labels} size={size} />;
  else if (labels)
    body = (
      <p role="status">
        {orderId !== null
          ? `Order ${orderId} has no labels: they are made once it is packed, one for each line and lot it was packed from.`
          : `Lot ${lotId} has no label.`}
      </p>
    );
  else if (loading) body = <p role="status">Loading the labels…</p>;
  else
    body = (
      <Alert variant="danger">
        {errorCode(error) === 'NOT_FOUND'
          ? orderId !== null
            ? `Order ${orderId} was not found.`
            : `Lot ${lotId} was not found.`
          : 'The labels could not be loaded.'}
      </Alert>
    );

  return (
    <section aria-labelledby="labels-title" className="labels-page">
      <ScreenHeader title={LABELS_TITLE} headingId="labels-title" />
      {subject && (
        <>
          <p className="d-print-none">
            {orderId !== null
              ? `The food labels of order ${orderId}: one for each line and lot it was packed from.`
              : `The shelf label of lot ${lotId}.`}{' '}
            Printing shows only the labels, one to a page.
          </p>
          <div className="d-flex flex-wrap align-items-end column-gap-4 row-gap-2 mb-3 d-print-none">
            <fieldset>
              <legend className="form-label fs-6 mb-0">Label size</legend>
              {SIZES.map((option) => (
                <Form.Check
                  key={option.size}
                  type="radio"
                  id={`label-size-${option.size.toLowerCase()}`}
                  name="label-size"
                  className="choice-check"
                  label={option.label}
                  checked={size === option.size}
                  onChange={() => setSize(option.size)}
                />
              ))}
            </fieldset>
            <Button variant="primary" onClick={() => window.print()} disabled={!labels?.length}>
              Print
            </Button>
          </div>
        </>
      )}
      {body}
    </section>
  );
}

/** labels: printable food labels of a packed order or a lot; employees only. */
export default function LabelsPage() {
  return <RoleGate title={LABELS_TITLE} views={{ Employee: () => <LabelsScreen /> }} />;
}
