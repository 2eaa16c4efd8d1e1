import { ScrollableTable } from '../../../components/ScrollableTable';
import type { AdminDashboardQuery } from '../api/admin-dashboard.generated';
import { monthAndDay } from '../../../lib/date-text';
import { formatCompactPeso, formatPeso } from '../../../lib/format';
import { axisTop, labelledDays } from '../utils/chart-scale';
import './daily-chart.css';

type Day = AdminDashboardQuery['adminDashboard']['daily'][number];

const WIDTH = 720;
const HEIGHT = 140;

/** "Nov 24" for a "2026-11-24" day (the day itself, not a time: no time zone to convert). */
const shortDay = (day: string) => monthAndDay(day) ?? day;

interface Series {
  title: string;
  /** The value axis's name. */
  unit: string;
  value: (day: Day) => number;
  /** Whole numbers (counts) or pesos. */
  whole: boolean;
  tick: (value: number) => string;
  describe: (day: Day) => string;
  className: string;
}

/**
 * One series as bars under a value axis (0, half and top) with days along the bottom. The axes are
 * drawn for the eye; screen readers get the summary in words and the table of every day below.
 */
function Bars({ days, series }: { days: readonly Day[]; series: Series }) {
  const { title, unit, value, whole, tick, describe, className } = series;
  const max = Math.max(0, ...days.map(value));
  const top = axisTop(max, whole);
  const slot = WIDTH / Math.max(1, days.length);
  const busiest = days.find((day) => value(day) === max && max > 0);
  const summary = busiest
    ? `${title}: highest on ${shortDay(busiest.day)}, ${describe(busiest)}.`
    : `${title}: none in this period.`;
  return (
    <figure className="mb-3">
      <figcaption className="small fw-semibold mb-1">{title}</figcaption>
      <div className="daily-chart">
        <span className="daily-chart-unit" aria-hidden="true">
          {unit}
        </span>
        <span />
        <div className="daily-chart-values" aria-hidden="true">
          {[top, top / 2, 0].map((mark) => (
            <span key={mark}>{tick(mark)}</span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={summary}
          className={`daily-chart-plot ${className}`}
          preserveAspectRatio="none"
        >
          {[0, HEIGHT / 2].map((y) => (
            <line
              key={y}
              x1="0"
              y1={y + 0.5}
              x2={WIDTH}
              y2={y + 0.5}
              className="daily-chart-grid"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const height = Math.max(value(day) > 0 ? 2 : 0, (value(day) / top) * HEIGHT);
            return (
              <rect
                key={day.day}
                x={index * slot + slot * 0.15}
                width={slot * 0.7}
                y={HEIGHT - height}
                height={height}
                fill="currentColor"
              >
                <title>{`${shortDay(day.day)}: ${describe(day)}`}</title>
              </rect>
            );
          })}
        </svg>
        <span />
        <div className="daily-chart-days" aria-hidden="true">
          {labelledDays(days.length).map((index) => (
            <span key={index}>{shortDay(days[index].day)}</span>
          ))}
        </div>
      </div>
    </figure>
  );
}

const orders = (day: Day) => `${day.ordersPlaced} ${day.ordersPlaced === 1 ? 'order' : 'orders'}`;

const ORDERS: Series = {
  title: 'Orders placed per day',
  unit: 'Orders',
  value: (day) => day.ordersPlaced,
  whole: true,
  tick: String,
  describe: orders,
  className: 'text-brand',
};

const REVENUE: Series = {
  title: 'Approved revenue per day',
  unit: 'PHP',
  value: (day) => day.approvedRevenue,
  whole: false,
  tick: formatCompactPeso,
  describe: (day) => formatPeso(day.approvedRevenue),
  className: 'text-success-emphasis',
};

/** Orders placed and approved revenue per day of the chosen period, with the same figures as a table on demand. */
export function DailyChart({ days, periodLabel }: { days: readonly Day[]; periodLabel: string }) {
  return (
    <section aria-labelledby="daily-title" className="mb-4">
      <h2 id="daily-title" className="h5">
        Day by day, {periodLabel}
      </h2>
      <Bars days={days} series={ORDERS} />
      <Bars days={days} series={REVENUE} />
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
