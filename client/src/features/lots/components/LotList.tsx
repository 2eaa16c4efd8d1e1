import { Link } from 'react-router-dom';
import { RowButton } from '../../../components/lists/RowButton';
import { CONTROLS_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import { lotLabelsPath } from '../../../lib/paths';
import { formatDay } from '../../../lib/period';
import { lotActions, lotBadges, type LotRow } from '../utils/lot-status';

/** What each lot's buttons do, and which lot (if any) is being changed right now. */
export interface LotListActions {
  /** The Manila day: a lot past its best-before is expired. */
  today: string;
  busy: number | null;
  onHold: (lot: LotRow) => void;
  onRelease: (lot: LotRow) => void;
  onWriteOff: (lot: LotRow) => void;
  onRecall: (lot: LotRow) => void;
}

/** The id of a lot's hold/release button: the focus comes back to it after a change. */
export const statusButtonId = (lot: Pick<LotRow, 'id'>) => `lot-${lot.id}-status`;

function LotButtons({ lot, actions }: { lot: LotRow; actions: LotListActions }) {
  const can = lotActions(lot, actions.today);
  const record = `lot ${lot.lotCode}`;
  // Every button names the lot to screen readers and waits while the lot is being changed.
  const rowButton = { record, className: 'text-nowrap', disabled: actions.busy === lot.id };
  return (
    <div className="d-flex flex-wrap gap-1">
      {/* One button that reads Put on hold or Release: it keeps the focus as its words change. */}
      {(can.hold || can.release) && (
        <RowButton
          {...rowButton}
          id={statusButtonId(lot)}
          variant={can.hold ? 'outline-secondary' : 'outline-success'}
          aria-haspopup={can.hold ? 'dialog' : undefined}
          onClick={() => (can.hold ? actions.onHold(lot) : actions.onRelease(lot))}
        >
          {can.hold ? 'Put on hold' : 'Release'}
        </RowButton>
      )}
      {can.writeOff && (
        <RowButton
          {...rowButton}
          variant="outline-danger"
          aria-haspopup="dialog"
          onClick={() => actions.onWriteOff(lot)}
        >
          Write off
        </RowButton>
      )}
      {can.recall && (
        <RowButton {...rowButton} variant="outline-danger" onClick={() => actions.onRecall(lot)}>
          Recall…
        </RowButton>
      )}
      <Link to={lotLabelsPath(lot.id)} className="btn btn-sm btn-outline-primary text-nowrap">
        Print label<span className="visually-hidden"> of {record}</span>
      </Link>
    </div>
  );
}

const lotFields = (actions: LotListActions): readonly RecordField<LotRow>[] => [
  {
    label: 'Lot',
    value: (lot) => <span className="font-monospace">{lot.lotCode}</span>,
    card: 'title',
    cardLabelHidden: true,
    rowHeader: true,
    cellClass: 'text-nowrap',
  },
  {
    label: 'Status',
    value: (lot) => (
      <span className="d-inline-flex flex-wrap gap-1">
        {lotBadges(lot, actions.today).map((badge) => (
          <span key={badge.text} className={`badge ${badge.tone}`}>
            {badge.text}
          </span>
        ))}
      </span>
    ),
    card: 'badge',
  },
  {
    label: 'Made',
    value: (lot) => <time dateTime={lot.productionDate}>{formatDay(lot.productionDate)}</time>,
    card: 'main',
    cellClass: 'text-nowrap',
  },
  {
    label: 'Best before',
    value: (lot) => (
      <>
        <time dateTime={lot.bestBefore} className="font-monospace">
          {lot.bestBeforeLabel}
        </time>
        {lot.bestBeforeReason && (
          <span className="d-block small text-body-secondary">Not the rule’s: {lot.bestBeforeReason}</span>
        )}
      </>
    ),
    card: 'main',
  },
  {
    label: 'Units left / made',
    value: (lot) => (
      <>
        <span className="text-nowrap">
          {lot.quantityLeft} / {lot.quantity}
        </span>
        {lot.writtenOff > 0 && (
          <span className="d-block small text-body-secondary">
            {lot.writtenOff} written off{lot.writeOffReason ? `: ${lot.writeOffReason}` : ''}
          </span>
        )}
      </>
    ),
    card: 'main',
  },
  {
    label: 'Hold reason',
    value: (lot) => lot.statusReason ?? '—',
    card: 'main',
    cellClass: 'text-break',
  },
  { label: 'Actions', value: (lot) => <LotButtons lot={lot} actions={actions} />, card: 'actions' },
];

/** A product's lots, earliest best-before first: a table on wide screens, a card each on phones. */
export function LotList({
  lots,
  productName,
  actions,
}: {
  lots: readonly LotRow[];
  productName: string;
  actions: LotListActions;
}) {
  return (
    <RecordList
      label={`Lots of ${productName}`}
      records={lots}
      fields={lotFields(actions)}
      keyOf={(lot) => lot.id}
      tableClass={CONTROLS_TABLE_CLASS}
    />
  );
}
