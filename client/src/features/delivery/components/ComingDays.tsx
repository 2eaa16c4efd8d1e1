import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/period';

export interface ComingDay {
  date: string;
  openOrders: number;
}

/**
 * The next two weeks' days that still have orders to hand over, each one click away; the day
 * shown is marked. Today is always offered, so the way back is there when it has no orders.
 */
export function ComingDays({
  days,
  today,
  shown,
  search,
}: {
  days: readonly ComingDay[];
  today: string;
  shown: string | null;
  search: (date: string) => string;
}) {
  const list = days.some((day) => day.date === today) ? days : [{ date: today, openOrders: 0 }, ...days];
  return (
    <nav aria-labelledby="coming-days-title" className="mb-3 d-print-none">
      <h2 id="coming-days-title" className="h6 mb-2">
        Days with orders to hand over
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 coming-days">
        {list.map((day) => (
          <li key={day.date}>
            <Link
              to={{ search: search(day.date) }}
              replace
              className={`btn btn-sm ${day.date === shown ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={day.date === shown ? 'date' : undefined}
            >
              {day.date === today ? 'Today' : formatDay(day.date)}{' '}
              <span className="badge text-bg-light ms-1">{day.openOrders}</span>
              <span className="visually-hidden"> {day.openOrders === 1 ? 'order' : 'orders'}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
