import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { AdminDashboardDocument } from '../api/admin-dashboard.generated';
import { errorCode, serverMessage } from '../../../api/api-errors';
import {
  describePeriod,
  manilaToday,
  periodError,
  periodOfRange,
  periodVariables,
  PRESETS,
  type Period,
} from '../../../lib/period';
import { DashboardFigures } from './DashboardFigures';
import { PeriodForm } from './PeriodForm';

/**
 * Employee figures for a period; `now` is for tests (defaults to the clock). `onAnswered` is told
 * once the first figures (or the reason there are none) are on screen.
 */
export function AdminDashboard({ now, onAnswered }: { now?: Date; onAnswered?: () => void }) {
  const [today] = useState(() => manilaToday(now));
  const [period, setPeriod] = useState<Period>(() => PRESETS['This month'](today));
  const problem = periodError(period);
  const { data, previousData, loading, error } = useQuery(AdminDashboardDocument, {
    variables: problem ? periodVariables(PRESETS.Today(today)) : periodVariables(period),
    skip: problem !== null,
  });
  // The last figures stay on screen while the next period loads, labelled with their own period.
  // Deferred: Apollo Client hands React an answer as a synchronous update, and the charts and tables
  // drawn in one go were a phone's longest task on this page; a deferred value is drawn in slices.
  const figures = useDeferredValue((data ?? previousData)?.adminDashboard);
  const answered = figures !== undefined || error !== undefined || problem !== null;
  useEffect(() => {
    if (answered) onAnswered?.();
  }, [answered, onAnswered]);

  return (
    <section aria-labelledby="admin-title" className="admin-figures">
      <AdminHeading />
      <PeriodForm period={period} today={today} error={problem} onChange={setPeriod} />
      {problem ? null : error ? (
        <Alert variant="danger">
          The dashboard figures could not be loaded.
          {errorCode(error) === 'BAD_USER_INPUT' && serverMessage(error)
            ? ` ${serverMessage(error)}`
            : ' Please try again later.'}
        </Alert>
      ) : figures ? (
        <div aria-busy={loading}>
          <DashboardFigures figures={figures} periodLabel={describePeriod(periodOfRange(figures.from, figures.to))} />
        </div>
      ) : (
        <p role="status">Loading figures…</p>
      )}
    </section>
  );
}

/** The dashboard's title (also what the page's shell shows while its code loads: app/pages/shell-headings.tsx). */
export function AdminHeading() {
  return (
    <h1 id="admin-title" className="h2 fw-bold text-brand mb-3">
      ADMIN DASHBOARD
    </h1>
  );
}
