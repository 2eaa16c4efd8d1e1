import { formatMediumDate, formatWaiting } from '../../../lib/format';
import { useMinuteClock } from '../../../hooks/use-minute-clock';

/** When a queued order was placed (Philippine time) and how long it has waited ("Waiting 2 h"). */
export function OrderWaiting({ orderDate }: { orderDate: string }) {
  const now = useMinuteClock();
  return (
    <div className="mt-1">
      <time dateTime={orderDate}>{formatMediumDate(orderDate)}</time>
      <div>Waiting {formatWaiting(orderDate, now)}</div>
    </div>
  );
}
