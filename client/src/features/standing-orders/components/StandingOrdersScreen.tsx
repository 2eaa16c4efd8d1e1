import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { MyAddressesDocument } from '../../../api/my-addresses.generated';
import { onDemand } from '../../../components/on-demand';
import { HEADING_ID, HOME_CRUMB, ScreenIntro, ShopHeader, STOREFRONT_CRUMB } from '../../../components/ScreenHeader';
import { PATHS } from '../../../lib/paths';
import { MyStandingOrdersDocument } from '../api/my-standing-orders.generated';
import type { StandingOrderFieldsFragment } from '../api/standing-order-fields.generated';
import { PLACING_TIME } from '../utils/schedule-text';
import { StandingOrderCard } from './StandingOrderCard';
import { useStandingActions } from './use-standing-actions';

// Ending asks first (Bootstrap's modal): its code loads when first asked.
const ConfirmDialog = onDemand(() =>
  import('../../../components/ConfirmDialog').then((module) => module.ConfirmDialog),
);

export const STANDING_ORDERS_TITLE = 'YOUR STANDING ORDERS';

/** standing-orders (customers): a trade buyer's standing orders, each with its next day and the changes it takes. */
export function StandingOrdersScreen() {
  const { data, error, refetch } = useQuery(MyStandingOrdersDocument, { fetchPolicy: 'cache-and-network' });
  const orders = data?.myStandingOrders ?? null;
  const delivered = orders?.some((order) => order.deliveryMethod === 'DELIVERY') ?? false;
  const book = useQuery(MyAddressesDocument, { skip: !delivered }).data?.myAddresses;
  const labelOf = (order: StandingOrderFieldsFragment) =>
    book?.find((entry) => entry.id === order.addressId)?.label ?? (book ? null : 'your address');
  const actions = useStandingActions();
  const [ending, setEnding] = useState<StandingOrderFieldsFragment | null>(null);

  return (
    <section aria-labelledby={HEADING_ID}>
      <ShopHeader title={STANDING_ORDERS_TITLE} trail={[HOME_CRUMB, STOREFRONT_CRUMB]} />
      <ScreenIntro>
        <p>
          Each standing order orders the same products again on its weekdays, at that day&apos;s prices. Its order is
          placed at {PLACING_TIME} on the last day an order for that date is taken in: skip a day before then.
        </p>
      </ScreenIntro>
      {orders === null ? (
        error ? (
          <Alert variant="danger">
            Your standing orders could not be loaded.{' '}
            <Button variant="outline-danger" size="sm" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          </Alert>
        ) : (
          <p role="status">Loading your standing orders…</p>
        )
      ) : orders.length === 0 ? (
        <NoStandingOrders />
      ) : (
        <ul className="list-unstyled" aria-label="Your standing orders">
          {orders.map((order) => (
            <StandingOrderCard
              key={order.id}
              order={order}
              addressLabel={labelOf(order)}
              busy={actions.busyId === order.id}
              failure={actions.failureOf(order)}
              onPause={() => void actions.pause(order)}
              onResume={() => void actions.resume(order)}
              onEnd={() => setEnding(order)}
              onSkip={(day) => void actions.skip(order, day)}
              onUnskip={(day) => void actions.unskip(order, day)}
            />
          ))}
        </ul>
      )}
      {ending && (
        // Closed, the dialog gives the focus back to End (a refusal is said on the card); ended, the card's heading takes it.
        <ConfirmDialog
          id="end-standing-order"
          title={`End ${ending.name}?`}
          titleAs="h2"
          titleClassName="h5"
          confirmLabel="End standing order"
          busy={actions.busyId === ending.id}
          onConfirm={async () => {
            await actions.end(ending);
            setEnding(null);
          }}
          failure="The standing order could not be ended."
          onClose={() => setEnding(null)}
        >
          Ending is final: nothing more is ordered for it, and it cannot be resumed. Orders already placed stay. To stop
          for a while, pause it instead.
        </ConfirmDialog>
      )}
    </section>
  );
}

function NoStandingOrders() {
  return (
    <div className="py-2">
      <p>You have no standing orders yet.</p>
      <p>
        To make one, put in your cart what you order every time, then choose <strong>Save as standing order</strong>{' '}
        under the cart and pick its weekdays. Standing orders are for approved trade accounts.
      </p>
      <Link to={PATHS.orderPage} className="btn btn-primary">
        Go to your cart
      </Link>
    </div>
  );
}
