import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { PaymentAccountsDocument } from '../../orders/api/payment-accounts.generated';
import { HowToPay } from './HowToPay';
import type { CartItem } from '../../../state/cart';
import type { PricedCart } from '../../../lib/trade-pricing';
import { formatPeso } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import { fullAddress } from '../../../lib/address';
import { checkoutTotals, type ChoiceInput } from '../utils/checkout';
import { CHECKOUT_FIELD_IDS, DeliveryChoice } from './DeliveryChoice';
import { useCheckout } from './use-checkout';

/** Why the server refused the order, when it was the date. */
export interface PlaceRefusal {
  date?: string;
}

interface OrderReviewProps {
  show: boolean;
  items: readonly CartItem[];
  /** The lines and goods as they will be charged, and what keeps the order from being placed (priceCart). */
  priced: PricedCart;
  /** A trade buyer's group and what the order lacks (TradeTermsNote), which describes Confirm Order while it waits; none for a household. */
  tradeNote: ReactNode;
  /** The order is on its way: Confirm Order waits. */
  placing: boolean;
  /** Places the order with the delivery and payment chosen; answers the server's reason when it refused the date. */
  onConfirm: (choice: ChoiceInput) => Promise<PlaceRefusal | null>;
  onBack: () => void;
}

/**
 * PLACE ORDER's review: where the order goes, its lines, then how it reaches the customer (delivery
 * or pickup, the date, a note) and how it is paid, the goods, the delivery fee and the total, how to
 * pay it (the account and the amount to send, or the cash to have ready), then Confirm Order or Back to Cart.
 */
export function OrderReview({ show, items, priced, tradeNote, placing, onConfirm, onBack }: OrderReviewProps) {
  const checkout = useCheckout(show, items);
  // The date list takes the focus once the dates are read again after a refusal (while they load it is a line of text that goes).
  const [focusDate, setFocusDate] = useState(false);
  const datesShown = checkout.offered !== null && !checkout.loadingDates;
  useEffect(() => {
    if (!focusDate || !datesShown) return;
    document.getElementById(CHECKOUT_FIELD_IDS.date)?.focus();
    setFocusDate(false);
  }, [focusDate, datesShown]);
  const accounts = useQuery(PaymentAccountsDocument, { skip: !show }).data?.paymentAccounts ?? null;
  const { deliveryFee } = checkout;
  const totals = checkoutTotals(priced.goods, deliveryFee ?? 0);
  const blocked = priced.problems.length > 0;
  // While the dates and fee are read again (each time the review opens), a tap would only be told to pick a date.
  const reading = checkout.loadingDates || checkout.methodPending;
  const deliverTo =
    checkout.choice.method === 'DELIVERY' && checkout.selectedAddress ? fullAddress(checkout.selectedAddress) : null;

  const confirm = async () => {
    const field = checkout.attempt();
    if (field) {
      document.getElementById(CHECKOUT_FIELD_IDS[field])?.focus();
      return;
    }
    const refusal = await onConfirm(checkout.input());
    // The date stopped being offered while the review was open: every other choice stays, another date is asked for.
    if (refusal?.date) {
      checkout.dateRefused(refusal.date);
      setFocusDate(true);
    }
  };

  return (
    <Modal show={show} onHide={onBack} centered scrollable aria-labelledby="order-review-title">
      <Modal.Header closeButton closeLabel="Close dialog">
        <Modal.Title id="order-review-title" as="h2" className="h5">
          Review your order
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <h3 className="h6 fw-bold">Delivery address</h3>
        {show && <DeliveryAddress deliverTo={deliverTo} />}
        <h3 className="h6 fw-bold mt-3">Items</h3>
        <ul className="list-unstyled mb-3" aria-label="Items in this order">
          {priced.lines.map(({ item, unitPrice, total }) => (
            <li key={item.ProductId} className="d-flex justify-content-between gap-3 py-2 border-bottom">
              <span>
                {item.ProductName}
                <span className="d-block small text-body-secondary">
                  {item.Quantity} x {formatPeso(unitPrice)}
                </span>
              </span>
              <span className="fw-semibold text-nowrap">{formatPeso(total)}</span>
            </li>
          ))}
        </ul>
        {tradeNote && <div id="review-trade-note">{tradeNote}</div>}
        <DeliveryChoice
          choice={checkout.choice}
          onChange={checkout.change}
          addresses={checkout.addresses}
          addressesFailed={checkout.addressesFailed}
          offered={checkout.offered}
          loadingDates={checkout.loadingDates}
          datesFailed={checkout.datesFailed}
          onRetryDates={checkout.retryDates}
          errors={checkout.errors}
          accounts={accounts}
          methodPending={checkout.methodPending}
        />
        <dl className="checkout-totals mt-3 mb-2 text-end">
          <div>
            <dt className="d-inline fw-normal">Goods: </dt>
            <dd className="d-inline mb-0">{formatPeso(totals.goods)}</dd>
          </div>
          <div>
            <dt className="d-inline fw-normal">Delivery fee: </dt>
            <dd className="d-inline mb-0">
              {deliveryFee === null ? 'shown once the address and date are found' : formatPeso(totals.deliveryFee)}
            </dd>
          </div>
        </dl>
        <p className="h5 mb-0 text-end">Order total: {formatPeso(totals.total)}</p>
        {deliveryFee !== null && <HowToPay choice={checkout.choice} total={totals.total} accounts={accounts} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onBack}>
          Back to Cart
        </Button>
        <Button
          variant="primary"
          onClick={() => void confirm()}
          disabled={placing || blocked || reading}
          aria-busy={placing || reading || undefined}
          aria-describedby={blocked ? 'review-trade-note' : undefined}
        >
          Confirm Order
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The profile's name, address and mobile number, read again so a change made elsewhere shows; a delivery shows the address chosen. */
function DeliveryAddress({ deliverTo }: { deliverTo: string | null }) {
  const { data, loading } = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  if (!me) {
    return (
      <p className="mb-0">
        {loading ? 'Loading your address…' : 'The order goes to the address in your profile.'}{' '}
        {!loading && <EditProfileLink />}
      </p>
    );
  }
  return (
    <>
      <address className="mb-1">
        {me.fullName}
        <br />
        {deliverTo ?? me.address}
        <br />
        {me.mobileNumber}
      </address>
      <EditProfileLink />
    </>
  );
}

const EditProfileLink = () => <Link to={PATHS.editProfile}>Change it in Edit Profile</Link>;
