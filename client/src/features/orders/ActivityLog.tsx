import Button from 'react-bootstrap/Button';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { OrderActivityLogDocument, type OrderActivityLogQuery } from './api/order-activity-log.generated';
import { MESSAGES } from '../../lib/messages';
import type { RefreshFlag } from '../../state/refresh-flags';
import { toast } from '../../state/toast';
import { CompleteOrdersTable } from './components/OrderTables';
import { TableSkeleton } from '../../components/Skeletons';
import { PortalHeading } from '../../components/PortalHeading';
import { CursorPagedList } from '../../components/lists/CursorPagedList';
import { isDecided, LIVE_NOTICES } from '../../state/live-orders';
import { useOrderPages, type LiveOrderList, type OrderListReport } from './hooks/use-order-pages';
import { ActivityLogFilters } from './activity-log/ActivityLogFilters';
import { filterFromParams, paramsOf, serverFilter } from './activity-log/activity-log-filter';
import { downloadActivityLogCsv } from './activity-log/download-csv';
import { PATHS } from '../../lib/paths';
import { progressText } from './utils/settlement';
import { PayBy } from './components/PayBy';

// Another tab approved or cancelled an order.
const RELOAD_ON: readonly RefreshFlag[] = ['ordersUpdated'];

const pick = (data: OrderActivityLogQuery) => data.orderActivityLogConnection;
const REPORT: OrderListReport = {
  loaded: () => toast.success(MESSAGES.fetchedActivities),
  failed: () => toast.failure(MESSAGES.errorFetchingActivities),
};

type LogOrder = OrderActivityLogQuery['orderActivityLogConnection']['nodes'][number];

/** Under each order's status: how far it has got since (packed, delivered…), its payment (on terms, the day to pay by); once packed, its food labels. */
const progress = (order: LogOrder) => {
  const text = progressText(order);
  return (
    text && (
      <>
        <span className="d-block small mt-1">{text}</span>
        <PayBy order={order} className="d-block small" />
        {order.orderStatus === 'APPROVED' && order.fulfilmentStatus && (
          <span className="d-block mt-1">
            <Link to={`${PATHS.labels}?order=${order.orderId}`}>
              Print labels<span className="visually-hidden"> (order {order.orderId})</span>
            </Link>
          </span>
        )}
      </>
    )
  );
};

// Decisions join the log as they happen.
const LIVE: LiveOrderList = { concerns: isDecided, announce: LIVE_NOTICES.log };

/** complete-orders, Employee view: every approved and cancelled order, latest decision first. */
export function ActivityLog() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(searchParams), [searchParams]);
  const asked = useMemo(() => serverFilter(filter), [filter]);
  const { orders, ...pages } = useOrderPages(OrderActivityLogDocument, pick, REPORT, RELOAD_ON, asked, LIVE);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      if (!(await downloadActivityLogCsv(asked))) toast.failure('The CSV export failed.');
    } catch {
      toast.failure('The CSV export failed.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="portal-title" aria-busy={pages.loading}>
      <PortalHeading title="ORDER ACTIVITY LOG" />
      <ActivityLogFilters
        key={searchParams.toString()}
        value={filter}
        onApply={(next) => setSearchParams(paramsOf(next))}
      />
      <Button variant="outline-primary" className="mb-3" onClick={exportCsv} disabled={exporting}>
        Export CSV
      </Button>
      {orders === null ? (
        <>
          <p role="status">
            {pages.loading ? 'Loading order activities…' : 'The order activities could not be loaded.'}
          </p>
          {pages.loading && <TableSkeleton rows={2} kind="orders" />}
        </>
      ) : orders.length === 0 ? (
        <p role="status">
          {searchParams.size > 0 ? 'No order matches these filters.' : 'No order has been approved or cancelled yet.'}
        </p>
      ) : (
        <CursorPagedList pages={pages} shown={orders.length} noun="orders">
          <CompleteOrdersTable orders={orders} audience="employee" progress={progress} />
        </CursorPagedList>
      )}
      <Button variant="outline-primary" className="mt-2" onClick={() => navigate(PATHS.storefront)}>
        RETURN
      </Button>
    </section>
  );
}
