import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import type { StandingOrderFieldsFragment } from '../api/standing-order-fields.generated';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { nextText, noNextText, periodText, scheduleText, shortDay, STATUS_LABELS } from '../utils/schedule-text';
import { RecentRuns } from './RecentRuns';
import { cardTitleId } from './use-standing-actions';

type Order = StandingOrderFieldsFragment;

const STATUS_BADGES = { ACTIVE: 'text-bg-success', PAUSED: 'text-bg-warning', ENDED: 'text-bg-secondary' } as const;

export interface StandingOrderCardProps {
  order: Order;
  /** The address book's name of where it is delivered (null: not in the book, or a pickup). */
  addressLabel: string | null;
  /** A change of this card is under way. */
  busy: boolean;
  /** Why its last change was refused. */
  failure: string | null;
  onPause: () => void;
  onResume: () => void;
  onEnd: () => void;
  onSkip: (day: string) => void;
  onUnskip: (day: string) => void;
}

/**
 * One standing order: its name and status, its lines, its days in words, the next day it arrives
 * and when that order is placed, the changes it takes in one click, its skipped days, its recent orders.
 */
export function StandingOrderCard({ order, addressLabel, busy, failure, ...act }: StandingOrderCardProps) {
  const titleId = cardTitleId(order);
  const ended = order.status === 'ENDED';
  const next = order.nextOccurrence;
  // The order's name for screen readers, after each button's words: "Pause Weekday restock".
  const named = <span className="visually-hidden"> {order.name}</span>;
  return (
    <li className="card mb-3">
      <article className="card-body" aria-labelledby={titleId} aria-busy={busy || undefined}>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id={titleId} className="h5 mb-0" tabIndex={-1}>
            {order.name}
          </h2>
          <span className={`badge ${STATUS_BADGES[order.status]}`}>{STATUS_LABELS[order.status]}</span>
        </div>
        <ul className="mb-2" aria-label={`Items of ${order.name}`}>
          {order.lines.map((line) => (
            <li key={line.productId}>
              {line.productName} × {line.quantity}
            </li>
          ))}
        </ul>
        <p className="mb-1">{scheduleText(order, addressLabel)}</p>
        <p className="mb-2 small text-body-secondary">{periodText(order)}</p>
        <p className="fw-semibold mb-2">
          {next && order.nextPlacingDay ? nextText(next, order.nextPlacingDay) : noNextText(order.status)}
        </p>
        {!ended && (
          <div className="d-flex flex-wrap gap-2">
            {next && (
              <Button
                size="sm"
                variant="outline-primary"
                aria-disabled={busy || undefined}
                onClick={() => act.onSkip(next)}
              >
                Skip {shortDay(next)}
                <span className="visually-hidden"> of {order.name}</span>
              </Button>
            )}
            <Button
              size="sm"
              variant="outline-secondary"
              aria-disabled={busy || undefined}
              onClick={order.status === 'PAUSED' ? act.onResume : act.onPause}
            >
              {order.status === 'PAUSED' ? 'Resume' : 'Pause'}
              {named}
            </Button>
            <Button
              id={`standing-order-${order.id}-end`}
              size="sm"
              variant="outline-danger"
              aria-haspopup="dialog"
              aria-disabled={busy || undefined}
              onClick={act.onEnd}
            >
              End{named}
            </Button>
          </div>
        )}
        {failure && (
          <Alert variant="danger" className="py-2 mt-2 mb-0">
            {failure}
          </Alert>
        )}
        {!ended && order.skipped.length > 0 && (
          <Skipped
            days={order.skipped}
            titleId={`${titleId}-skipped`}
            busy={busy}
            orderName={order.name}
            onUnskip={act.onUnskip}
          />
        )}
        <RecentRuns runs={order.recentRuns} titleId={`${titleId}-runs`} />
      </article>
    </li>
  );
}

function Skipped({
  days,
  titleId,
  busy,
  orderName,
  onUnskip,
}: {
  days: readonly string[];
  titleId: string;
  busy: boolean;
  orderName: string;
  onUnskip: (day: string) => void;
}) {
  return (
    <section aria-labelledby={titleId} className="mt-3">
      <h3 id={titleId} className="h6 fw-bold">
        Skipped days
      </h3>
      <ul className="list-unstyled mb-0">
        {days.map((day) => (
          <li key={day} className="d-flex flex-wrap align-items-center gap-2 mb-1">
            {formatDeliveryDate(day)}
            <Button
              size="sm"
              variant="link"
              className="p-0"
              aria-disabled={busy || undefined}
              onClick={() => onUnskip(day)}
            >
              Undo skip
              <span className="visually-hidden">
                {' '}
                of {shortDay(day)} for {orderName}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
