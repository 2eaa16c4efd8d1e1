import { ScrollableTable } from '../../../components/ScrollableTable';
import type { AdminDashboardQuery } from '../api/admin-dashboard.generated';
import { formatPeso } from '../../../lib/format';
import { DailyChart } from './DailyChart';
import { OverdueOnTerms } from './OverdueOnTerms';

type Figures = AdminDashboardQuery['adminDashboard'];

function Card({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="col-12 col-sm-6 col-lg">
      <dl className="card card-body h-100 mb-0">
        <dt className="fw-normal text-body-secondary">{label}</dt>
        <dd className="fs-3 fw-bold text-brand mb-0">{value}</dd>
        {note && <dd className="small text-body-secondary mb-0">{note}</dd>}
      </dl>
    </div>
  );
}

/**
 * The queue as it is now, the money waiting and what is overdue on terms, the decisions of the
 * period, the period day by day, and the approved sales by product type.
 */
export function DashboardFigures({ figures, periodLabel }: { figures: Figures; periodLabel: string }) {
  return (
    <>
      <section aria-labelledby="queue-title" className="mb-4">
        <h2 id="queue-title" className="h5">
          Orders waiting now
        </h2>
        <div className="row g-3">
          <Card
            label="Pending today"
            value={String(figures.pendingToday)}
            note="Placed today (Manila time), still pending"
          />
          <Card
            label="Pending in total"
            value={String(figures.pendingTotal)}
            note="Every order waiting for a decision"
          />
        </div>
      </section>
      <section aria-labelledby="money-owed-title" className="mb-4">
        <h2 id="money-owed-title" className="h5">
          Money waiting on us
        </h2>
        <div className="row g-3">
          <Card
            label="Proofs to check"
            value={String(figures.moneyOwed.proofsToCheck)}
            note="Transfers whose receipt waits in the order queue"
          />
          <Card
            label="Balances to chase"
            value={formatPeso(figures.moneyOwed.balancesDueAmount)}
            note={`${figures.moneyOwed.balancesDue} handed over with less cash than their total`}
          />
          <Card
            label="Refunds due"
            value={formatPeso(figures.moneyOwed.refundsDueAmount)}
            note={`${figures.moneyOwed.refundsDue} cancelled after they were paid`}
          />
        </div>
      </section>
      <OverdueOnTerms balances={figures.overdueTradeBalances} />
      <section aria-labelledby="decisions-title" className="mb-4">
        <h2 id="decisions-title" className="h5">
          Decisions, {periodLabel}
        </h2>
        <div className="row g-3">
          <Card label="Approved" value={String(figures.approvedCount)} />
          <Card label="Cancelled" value={String(figures.cancelledCount)} />
          <Card label="Approved revenue" value={formatPeso(figures.approvedRevenue)} />
        </div>
      </section>
      <DailyChart days={figures.daily} periodLabel={periodLabel} />
      <ScrollableTable label="Revenue by product type">
        <table className="table table-striped align-middle">
          <caption className="caption-top text-body">Approved sales by product type, {periodLabel}</caption>
          <thead>
            <tr>
              <th scope="col">Product type</th>
              <th scope="col" className="text-end">
                Quantity
              </th>
              <th scope="col" className="text-end">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.revenueByType.map((row) => (
              <tr key={row.productType}>
                <th scope="row">{row.productType}</th>
                <td className="text-end">{row.quantity}</td>
                <td className="text-end">{formatPeso(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableTable>
    </>
  );
}
