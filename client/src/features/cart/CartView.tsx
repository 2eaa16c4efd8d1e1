import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { JustPlacedState } from '../orders/components/JustPlaced';
import type { PlaceRefusal } from './components/OrderReview';
import { PlaceOrderDocument } from './api/place-order.generated';
import { AvailableProductsDocument } from '../catalogue/api/available-products.generated';
import { formFailure } from '../../api/api-errors';
import { takeArrivedEarlyAnswer } from '../../api/api-client';
import { clearCart, orderItems, removeFromCart, setQuantity, type CartItem } from '../../state/cart';
import { priceCart } from '../../lib/trade-pricing';
import { MyTradeTermsDocument } from '../../api/my-trade-terms.generated';
import { TradeTermsNote } from './components/TradeTerms';
import { formatPeso } from '../../lib/format';
import { IDEMPOTENCY_HEADER, useSubmissionKey } from '../../state/idempotency';
import { DELAYS, MESSAGES } from '../../lib/messages';
import { raiseFlags } from '../../state/refresh-flags';
import { toast } from '../../state/toast';
import { useCart } from '../../hooks/use-cart';
import { useSession } from '../../hooks/use-session';
import { CartTable } from './components/CartTable';
import { currentCustomerId } from '../../state/customer-id';
import { focusHeading, HEADING_ID, HOME_CRUMB, ShopHeader, STOREFRONT_CRUMB } from '../../components/ScreenHeader';
import { onDemand } from '../../components/on-demand';
import { PATHS } from '../../lib/paths';
import type { ChoiceInput } from './utils/checkout';
import { SaveStandingOrderButton } from '../standing-orders/components/SaveStandingOrderButton';

// The edit dialog (Bootstrap's modal) loads once the cart has loaded and the page is idle, or when opened.
const EditCartItemDialog = onDemand(
  () => import('./components/EditCartItemDialog').then((module) => module.EditCartItemDialog),
  {
    neededWhen: ({ item }) => item !== null,
  },
);

const TITLE = 'YOUR SHOPPING CART';
const TRADE_PROBLEMS_ID = 'cart-trade-problems';
// PLACE ORDER's review is not needed for the first paint: its code arrives once the page is idle, or when opened.
const OrderReview = onDemand(() => import('./components/OrderReview').then((module) => module.OrderReview), {
  neededWhen: ({ show }) => show,
});

/** order-page, customer view: the cart kept in this browser, and placing it as an order. */
export function CartView() {
  const session = useSession();
  const customerId = session?.role === 'Customer' && session.userId ? session.userId : null;
  const [items, reload] = useCart(customerId);
  const [editing, setEditing] = useState<CartItem | null>(null);
  // PLACE ORDER first opens the review, a step of its own in the browser's history: the back button
  // closes it (back to the cart, the choices kept for the next opening) instead of leaving the cart.
  const location = useLocation();
  const reviewing = (location.state as { reviewing?: boolean } | null)?.reviewing === true;
  const reviewPushed = useRef(false);
  const openReview = () => {
    reviewPushed.current = true;
    navigate(`${location.pathname}${location.search}`, { state: { reviewing: true } });
  };
  const closeReview = () => {
    if (!reviewing) return;
    if (reviewPushed.current) navigate(-1);
    else navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    reviewPushed.current = false;
  };
  const editedLineRemoved = useRef(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigate = useNavigate();
  const [placeOrder, { loading: placing }] = useMutation(PlaceOrderDocument);
  // The lines' pictures from the catalogue (usually cached from the storefront); a line shows without one until it comes.
  const catalogue = useQuery(AvailableProductsDocument, {
    skip: !customerId || items.length === 0,
    fetchPolicy: 'cache-first',
  }).data?.availableProducts;
  const pictures = new Map((catalogue ?? []).map((product) => [product.productId, product.productImage]));
  // A trade buyer's prices and rules (null for a household, who pays the retail prices as before). The early
  // answer (asked for by the shell) already in: the first render prices the lines as the server's first screen did.
  const [earlyTerms] = useState(() => !!customerId && takeArrivedEarlyAnswer(MyTradeTermsDocument, {}));
  const terms =
    useQuery(MyTradeTermsDocument, {
      skip: !customerId,
      fetchPolicy: earlyTerms ? 'cache-first' : 'cache-and-network',
    }).data?.myTradeTerms ?? null;
  const priced = priceCart(items, terms);
  const blocked = priced.problems.length > 0;
  const tradeNote = (id: string) => terms && <TradeTermsNote id={id} terms={terms} problems={priced.problems} />;
  const submission = useSubmissionKey();

  useEffect(() => {
    if (!customerId) console.error(MESSAGES.cartNeedsCustomer);
  }, [customerId]);
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const remove = (item: CartItem) => {
    const id = currentCustomerId();
    if (!id) {
      toast.failure(MESSAGES.cannotRemoveNoCustomer);
      return;
    }
    if (!removeFromCart(id, item.ProductId)) {
      toast.failure(MESSAGES.itemNotInCart);
      return;
    }
    toast.success(MESSAGES.itemRemoved);
    focusHeading(); // the REMOVE button that had focus is gone
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(reload, DELAYS.reloadCartAfterRemoval);
  };

  /** A quantity changed in place: the line and the total follow at once; the selector says a limit it meets. */
  const changeInPlace = (item: CartItem, quantity: number) => {
    const id = currentCustomerId();
    if (!id) {
      toast.failure(MESSAGES.customerNotLoggedIn);
      return;
    }
    if (!setQuantity(id, item.ProductId, quantity)) toast.failure(MESSAGES.itemNotInCart);
  };

  const save = (item: CartItem, quantity: number) => {
    const id = currentCustomerId();
    if (!id) {
      toast.failure(MESSAGES.customerNotLoggedIn);
      return;
    }
    if (!setQuantity(id, item.ProductId, quantity)) {
      toast.failure(MESSAGES.itemNotInCart);
      setEditing(null);
      return;
    }
    editedLineRemoved.current = quantity <= 0;
    toast.success(
      quantity <= 0 ? MESSAGES.cartItemRemoved(item.ProductName) : MESSAGES.cartItemUpdated(item.ProductName),
    );
    setEditing(null);
  };

  const submitOrder = async (choice: ChoiceInput = {}): Promise<PlaceRefusal | null> => {
    const id = currentCustomerId();
    if (!id) {
      toast.failure(MESSAGES.customerNotLoggedIn);
      return null;
    }
    // Only product IDs and quantities (the server prices every line from the catalogue), and how it reaches the customer and is paid.
    const input = { items: orderItems(items), ...choice };
    let placedOrderId: number;
    try {
      const key = submission.keyFor(JSON.stringify(input));
      const placed = await placeOrder({ variables: { input }, context: { headers: { [IDEMPOTENCY_HEADER]: key } } });
      placedOrderId = placed.data!.placeOrder.orderId;
    } catch (error) {
      console.error('Place order failed:', CombinedGraphQLErrors.is(error) ? error.errors : error);
      const { code, message, fields } = formFailure(error);
      // The server's reason (a date past its cut-off, a product gone) stays under the spec's words until closed.
      toast.failure(MESSAGES.failedToPlaceOrder, code === 'BAD_USER_INPUT' || code === 'CONFLICT' ? message : null);
      // A date no longer offered is chosen again in the review, which keeps everything else; anything else goes back to the cart, where a line can be changed.
      if (code === 'BAD_USER_INPUT' && fields.date) return { date: fields.date };
      closeReview();
      return null;
    }
    submission.done();
    toast.success(MESSAGES.orderPlaced);
    clearCart(id);
    raiseFlags('cartCleared');
    // Pending Orders then leads with the new order and its next step (how to pay, the cash to have ready).
    // In place of the review's step: back from the pending orders is the (now empty) cart.
    navigate(PATHS.pendingOrders, { state: { placedOrderId } satisfies JustPlacedState, replace: true });
    return null;
  };

  return (
    <section aria-labelledby={HEADING_ID}>
      <CartHeading />
      {!customerId ? (
        <Alert variant="warning">
          {MESSAGES.cartNeedsCustomer} <Link to={PATHS.loginPage}>Log in</Link>
        </Alert>
      ) : items.length === 0 ? (
        <div className="py-3">
          <p className="mb-2">Your cart is empty.</p>
          <Link to={PATHS.storefront} className="btn btn-primary">
            Browse available products
          </Link>
        </div>
      ) : (
        <>
          <CartTable
            lines={priced.lines}
            pictures={pictures}
            onQuantity={changeInPlace}
            onEdit={setEditing}
            onRemove={remove}
          />
          {tradeNote(TRADE_PROBLEMS_ID)}
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-3">
            <p className="h5 mb-0">Total Price: {formatPeso(priced.goods)}</p>
            <Button
              aria-haspopup="dialog"
              variant="primary"
              size="lg"
              onClick={openReview}
              disabled={placing || blocked}
              aria-busy={placing || undefined}
              aria-describedby={blocked ? TRADE_PROBLEMS_ID : undefined}
            >
              PLACE ORDER
            </Button>
          </div>
          {/* A trade buyer may have the same lines ordered again on chosen weekdays. */}
          {terms && (
            <div className="mt-3 text-end">
              <SaveStandingOrderButton items={items} blockedBy={blocked ? TRADE_PROBLEMS_ID : undefined} />
            </div>
          )}
        </>
      )}
      <OrderReview
        show={reviewing && items.length > 0}
        items={items}
        priced={priced}
        tradeNote={tradeNote('review-trade-problems')}
        placing={placing}
        onConfirm={submitOrder}
        onBack={closeReview}
      />
      <EditCartItemDialog
        item={editing}
        onSave={save}
        onClose={() => setEditing(null)}
        onExited={() => {
          if (editedLineRemoved.current) focusHeading();
          editedLineRemoved.current = false;
        }}
      />
    </section>
  );
}

/** The cart's title (also what the page's shell shows a customer while its code loads: app/pages/shell-headings.tsx). */
export function CartHeading() {
  return <ShopHeader title={TITLE} trail={[HOME_CRUMB, STOREFRONT_CRUMB]} />;
}
