import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router-dom';
import { formFailure } from '../../../api/api-errors';
import { Field } from '../../../components/form/Field';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useOrderActions } from '../../orders/hooks/use-order-actions';
import { onDemand } from '../../../components/on-demand';
import { PATHS } from '../../../lib/paths';
import { markOwnChange, useLiveOrders } from '../../../state/live-orders';
import { toast } from '../../../state/toast';
import { AdvanceFulfilmentDocument } from '../../orders/api/advance-fulfilment.generated';
import { LotShortagesDocument } from '../../orders/api/lot-shortages.generated';
import { shortagesByOrder } from '../../orders/utils/lot-shortages';
import { DeliveryManifestDocument } from '../api/delivery-manifest.generated';
import { dayParam, manifestLife, nextStep, STEP_DONE, stepQuestions, zoneParam } from '../utils/manifest';
import { formatDay, manilaToday } from '../../../lib/period';
import { ComingDays } from './ComingDays';
import { ManifestGroupList, type StepRequest } from './ManifestGroupList';
import type { StepAnswer, StepQuestion } from './StepDialog';
import './deliveries.css';
import { FRESH_READ } from '../../../api/fresh-read';

export const DELIVERIES_TITLE = 'Deliveries';

// The step's questions (Bootstrap's modal) load once the page is idle, or when asked.
const StepDialog = onDemand(() => import('./StepDialog').then((module) => module.StepDialog), {
  neededWhen: ({ question }) => question !== null,
});

/**
 * A day's delivery manifest (employees), with the coming days that have orders one click away: the approved orders due that day, one group per zone and
 * one for pickups, each order with its one next step (packed, out for delivery or ready for pickup,
 * delivered or picked up). The day and zone are in the address (?date=YYYY-MM-DD&zone=ID); printing
 * shows the manifest alone, a zone to a page (deliveries.css).
 */
export function DeliveriesScreen({ now }: { now?: Date }) {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => manilaToday(now));
  const typed = params.get('date') ?? today;
  const date = dayParam(params.get('date'), today);
  const zoneId = zoneParam(params.get('zone'));
  const { data, previousData, error, loading, refetch } = useQuery(DeliveryManifestDocument, {
    variables: { date: date ?? '', zoneId, today },
    skip: date === null,
    fetchPolicy: 'cache-and-network',
    context: FRESH_READ,
  });
  // Approved orders the sellable lots no longer cover (a lot held, recalled or expired since): flagged on their rows.
  const shortages = useQuery(LotShortagesDocument, { fetchPolicy: 'cache-and-network', context: FRESH_READ });
  const [advance] = useMutation(AdvanceFulfilmentDocument);
  const [moving, setMoving] = useState<number | null>(null);
  // The manifest read again (a failure leaves the last one on screen); nothing while a day is being typed.
  const reload = () => {
    if (date !== null) refetch().catch(() => undefined);
    shortages.refetch().catch(() => undefined);
  };
  // Another employee's step, or an order approved for this day, shows up as it happens.
  useLiveOrders(reload);
  // Paid, a payment or a step undone: the manifest read again (its cash to collect with it).
  const actions = useOrderActions(reload, today);
  const [question, setQuestion] = useState<StepQuestion | null>(null);

  const choose = (next: { date?: string; zone?: string }) => {
    const query = new URLSearchParams(params);
    // A date being typed stays in the address as it is (the manifest waits for a whole day); no zone is every zone.
    if (next.date !== undefined) query.set('date', next.date);
    if (next.zone !== undefined) {
      if (next.zone) query.set('zone', next.zone);
      else query.delete('zone');
    }
    setParams(query, { replace: true });
  };

  /**
   * The next step at once, unless the order-life table asks first (another day than the order's, cash
   * to count). Packing goes through the step's dialog, which reads the lots each line is packed from
   * (and packs at once when no product of the order is tracked and nothing else is asked).
   */
  const step = ({ order, method }: StepRequest) => {
    const to = nextStep(method, order);
    const asks = manifest && stepQuestions(order, method, manifest.date, now);
    if (!to || !asks) return;
    if (to === 'PACKED' || asks.offDate || asks.collects)
      setQuestion({ order, to, offDay: asks.offDate ? manifest.date : null, collects: asks.collects });
    else void take(order, to, { cashCollected: null, reason: null, confirmOffDate: false });
  };

  const take = async (order: StepQuestion['order'], to: StepQuestion['to'], answer: StepAnswer) => {
    setMoving(order.orderId);
    try {
      markOwnChange(order.orderId);
      // Only what was asked is sent: the cash counted, why it was short, the other day confirmed.
      const asked = {
        ...(answer.cashCollected !== null ? { cashCollected: answer.cashCollected } : {}),
        ...(answer.reason ? { reason: answer.reason } : {}),
        ...(answer.confirmOffDate ? { confirmOffDate: true } : {}),
        ...(answer.lots?.length ? { lots: answer.lots } : {}),
      };
      await advance({ variables: { orderId: order.orderId, to, ...asked } });
      toast.success(STEP_DONE[to](order.orderId));
    } catch (failure) {
      const { code, message } = formFailure(failure);
      // Someone else moved it first (or it was cancelled): their reason, and the manifest as it is now.
      toast.failure(
        `Order ${order.orderId} could not be moved on.`,
        code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? message : null,
      );
    } finally {
      setMoving(null);
      setQuestion(null);
      reload();
    }
  };

  // The manifest of the day asked for (not the last one shown while another day is typed).
  const manifest = date !== null && data?.deliveryManifest.date === date ? data.deliveryManifest : undefined;
  const zones = (data ?? previousData)?.deliveryZones ?? [];
  const comingDays = (data ?? previousData)?.deliveryDays ?? [];
  const searchFor = (day: string) => {
    const query = new URLSearchParams(params);
    query.set('date', day);
    return `?${query.toString()}`;
  };
  const orderCount = manifest?.groups.reduce((sum, group) => sum + group.orders.length, 0) ?? 0;
  const short = shortagesByOrder((shortages.data ?? shortages.previousData)?.lotShortages);
  // The order whose packing is being looked into (its lots loading): its buttons wait.
  const packing = question?.to === 'PACKED' ? question.order.orderId : null;
  return (
    <section aria-labelledby="deliveries-title" className="delivery-manifest">
      <DeliveriesHeading />
      {manifest && <p className="d-none d-print-block fs-5">Manifest for {formatDay(manifest.date)}</p>}
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3 d-print-none manifest-controls">
        <Field
          id="deliveries-date"
          label="Delivery date"
          groupClassName=""
          requiredMark={false}
          type="date"
          value={typed}
          required
          onChange={(event) => choose({ date: event.target.value })}
        />
        <Field
          as="select"
          id="deliveries-zone"
          label="Zone"
          groupClassName=""
          value={zoneId === null ? '' : String(zoneId)}
          onChange={(event) => choose({ zone: event.target.value })}
        >
          <option value="">All zones and pickups</option>
          {zones.map((zone) => (
            <option key={zone.id} value={String(zone.id)}>
              {zone.name}
              {zone.active ? '' : ' (inactive)'}
            </option>
          ))}
        </Field>
        <Button variant="outline-primary" onClick={() => window.print()} disabled={!manifest || orderCount === 0}>
          Print manifest
        </Button>
      </div>
      <ComingDays days={comingDays} today={today} shown={date} search={searchFor} />
      {error && !manifest ? (
        <Alert variant="danger">The deliveries could not be loaded.</Alert>
      ) : !manifest ? (
        <p role="status">{date !== null && loading ? 'Loading deliveries…' : 'Choose a day.'}</p>
      ) : orderCount === 0 ? (
        <p role="status">No approved order is due on {formatDay(manifest.date)}.</p>
      ) : (
        <>
          <p role="status" className="visually-hidden">
            {orderCount} {orderCount === 1 ? 'order' : 'orders'} due on {formatDay(manifest.date)}.
          </p>
          {manifest.groups.map((group, index) =>
            group.orders.length === 0 ? null : (
              <ManifestGroupList
                key={`${group.method}-${group.zoneName ?? ''}`}
                group={group}
                index={index}
                day={manifest.date}
                onStep={step}
                onMarkPaid={(order) =>
                  actions.open({ kind: 'markPaid', order: manifestLife(order, group.method, manifest.date) })
                }
                onUndo={(order) =>
                  actions.open({ kind: 'undoStep', order: manifestLife(order, group.method, manifest.date) })
                }
                moving={moving ?? packing ?? actions.busy}
                shortages={short}
              />
            ),
          )}
        </>
      )}
      <StepDialog
        question={question}
        busy={moving !== null}
        onClose={() => setQuestion(null)}
        onConfirm={(answer) => question && void take(question.order, question.to, answer)}
      />
      {actions.dialogs}
    </section>
  );
}

/**
 * The manifest's title and what the screen is for (also what the page's shell shows while its code
 * loads: app/pages/shell-headings.tsx, so the screen's largest text is painted with the HTML).
 */
export function DeliveriesHeading() {
  return (
    <>
      <ScreenHeader title={DELIVERIES_TITLE} headingId="deliveries-title" />
      <p className="d-print-none">
        What the smokehouse packs for the orders approved on a day is on the{' '}
        <Link to={PATHS.admin}>daily pick sheet</Link>; zones are set up on{' '}
        <Link to={PATHS.deliveryZones}>Delivery zones</Link>.
      </p>
    </>
  );
}
