import { ScrollableTable } from '../../../components/ScrollableTable';
import type { AdminDashboardQuery } from '../api/admin-dashboard.generated';
import { formatPeso } from '../../../lib/format';

type Day = AdminDashboardQuery['adminDashboard']['daily'][number];

const WIDTH = 720;
const HEIGHT = 140;

/** "Nov 24" for a "2026-11-24" day (the day itself, not a time: no time zone to convert). */
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** One series as bars, scaled to its own largest day; the picture is described in words for screen readers. */
function Bars({
  days,
  value,
  title,
  describe,
  className,
}: {
  days: readonly Day[];
  value: (day: Day) => number;
  title: string;
  describe: (day: Day) => string;
  className: string;
}) {
  const max = Math.max(0, ...days.map(value));
  const slot = WIDTH / Math.max(1, days.length);
  const busiest = days.find((day) => value(day) === max && max > 0);
  const summary = busiest ? `${title}: highest on ${shortDay(busiest.day)}, ${describe(busiest)}.` : `${title}: none in this period.`;
  return (
    <figure className="mb-3">
      <figcaption className="small fw-semibold mb-1">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className={`w-100 h-auto daily-chart ${className}`} preserveAspectRatio="none">
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="currentColor" strokeOpacity="0.4" />
        {days.map((day, index) => {
          const height = max === 0 ? 0 : Math.max(value(day) > 0 ? 2 : 0, (value(day) / max) * (HEIGHT - 4));
          return (
            <rect key={day.day} x={index * slot + slot * 0.15} width={slot * 0.7} y={HEIGHT - height} height={height} fill="currentColor">
              <title>{`${shortDay(day.day)}: ${describe(day)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
        <span>{days.length > 0 ? shortDay(days[0].day) : ''}</span>
        <span>{days.length > 1 ? shortDay(days[days.length - 1].day) : ''}</span>
      </div>
    </figure>
  );
}

/** Orders placed and approved revenue per day of the chosen period, with the same figures as a table on demand. */
export function DailyChart({ days, periodLabel }: { days: readonly Day[]; periodLabel: string }) {
  const orders = (day: Day) => `${day.ordersPlaced} ${day.ordersPlaced === 1 ? 'order' : 'orders'}`;
  return (
    <section aria-labelledby="daily-title" className="mb-4">
      <h2 id="daily-title" className="h5">
        Day by day, {periodLabel}
      </h2>
      <Bars days={days} value={(day) => day.ordersPlaced} title="Orders placed per day" describe={orders} className="text-brand" />
      <Bars
        days={days}
        value={(day) => day.approvedRevenue}
        title="Approved revenue per day"
        describe={(day) => formatPeso(day.approvedRevenue)}
        className="text-success-emphasis"
      />
      <details>
        <summary>Show the figures of each day</summary>
        <ScrollableTable label="Figures of each day">
          <table className="table table-sm">
            <caption className="visually-hidden">Orders placed and approved revenue per day, {periodLabel}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="text-end">
                  Orders placed
                </th>
                <th scope="col" className="text-end">
                  Revenue approved
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  <td className="text-end">{day.ordersPlaced}</td>
                  <td className="text-end">{formatPeso(day.approvedRevenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
      </details>
    </section>
  );
}
