import { Link } from 'react-router-dom';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { orderDetailsPath } from '../../../lib/paths';
import type { StandingOrderFieldsFragment } from '../api/standing-order-fields.generated';

type Run = StandingOrderFieldsFragment['recentRuns'][number];

/** The last days run, latest first: each day's order (and the lines left out of it), or why none was placed. */
export function RecentRuns({ runs, titleId }: { runs: readonly Run[]; titleId: string }) {
  if (runs.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mt-3">
      <h3 id={titleId} className="h6 fw-bold">
        Recent orders
      </h3>
      <ul className="list-unstyled mb-0">
        {runs.map((run) => (
          <li key={run.occurrence} className="mb-1">
            <span className="fw-semibold">{formatDeliveryDate(run.occurrence)}:</span>{' '}
            {run.outcome === 'PLACED' && run.orderId !== null && run.orderId !== undefined ? (
              <Link to={orderDetailsPath(run.orderId)}>Order {run.orderId}</Link>
            ) : (
              'Not placed.'
            )}
            {run.note && <span className="d-block small text-body-secondary">{run.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
