import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { DropdownMenu } from '../../../components/DropdownMenu';
import { MenuLink } from '../../../components/MenuLink';
import { cartQuantity, cartTotal, itemsLabel, type CartItem } from '../../../state/cart';
import { formatPeso } from '../../../lib/format';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { toast } from '../../../state/toast';
import { useCart } from '../../../hooks/use-cart';
import { useSession } from '../../../hooks/use-session';
import { PATHS } from '../../../lib/paths';

/**
 * Below the grid: what the cart holds, View Cart (a notice, then the cart after 1 s) and the View
 * Orders dropdown. On phones the same bar sticks to the bottom of the screen while the grid scrolls
 * (theme.css), so the cart is one tap away without scrolling past every product. A trade buyer's
 * total is at their prices.
 */
export function StorefrontActions({
  cartTotal: total = cartTotal,
}: {
  /** The cart's goods at a trade buyer's prices (retail by default). */
  cartTotal?: (items: readonly CartItem[]) => number;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const [items] = useCart(session?.role === 'Customer' && session.userId ? session.userId : null);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const openCart = () => {
    if (redirect.current) return; // already on its way
    toast.info(MESSAGES.redirectingToCart);
    redirect.current = setTimeout(() => navigate(PATHS.orderPage), DELAYS.openCart);
  };

  return (
    <div className="storefront-actions d-flex align-items-center gap-2 mt-4">
      <p className="cart-summary mb-0 me-auto lh-sm">
        <span className="visually-hidden">In your cart: </span>
        <span className="d-block fw-semibold">{itemsLabel(cartQuantity(items))}</span>
        <span className="visually-hidden">, total </span>
        <span className="d-block">{formatPeso(total(items))}</span>
      </p>
      <Button variant="primary" onClick={openCart}>
        View Cart
      </Button>
      <DropdownMenu id="view-orders" drop="up" toggleClassName="btn-outline-primary" label="View Orders">
        <MenuLink to={PATHS.pendingOrders}>Pending Orders</MenuLink>
        <MenuLink to={PATHS.completeOrders}>Complete Orders</MenuLink>
      </DropdownMenu>
    </div>
  );
}
