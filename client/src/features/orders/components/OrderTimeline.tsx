import { formatMediumDate } from '../../../lib/format';
import { orderTimeline, type TimelineOrder } from '../utils/order-timeline';

/** The order's steps as an ordered list: each with its moment in Manila time, or "waiting". */
export function OrderTimeline({ order }: { order: TimelineOrder }) {
  const steps = orderTimeline(order);
  return (
    <ol className="list-unstyled mb-0 order-timeline" aria-label="Order steps">
      {steps.map((step) => (
        <li
          key={step.label}
          className={`d-flex flex-wrap justify-content-between gap-2 py-2 border-bottom ${step.at ? '' : 'text-body-secondary'}`}
        >
          <span className={step.at ? 'fw-semibold' : undefined}>
            <span aria-hidden="true">{step.at ? '✓ ' : '○ '}</span>
            {step.label}
          </span>
          <span>{step.at ? <time dateTime={step.at}>{formatMediumDate(step.at)}</time> : 'waiting'}</span>
        </li>
      ))}
    </ol>
  );
}
