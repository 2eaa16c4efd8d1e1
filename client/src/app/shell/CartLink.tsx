import { NavLink } from 'react-router-dom';
import { cartQuantity, itemsLabel } from '../../state/cart';
import { useCart } from '../../hooks/use-cart';
import { PATHS } from '../../lib/paths';

/** Shown up to this number; the link's name always says the exact count. */
const SHOWN_MAX = 99;

/**
 * The customer's cart in the top bar: a cart icon and how many items it holds, following every
 * change to the cart (this tab or another) at once. Opens the cart (/order-page).
 */
export function CartLink({ customerId }: { customerId: string }) {
  const [items] = useCart(customerId);
  const count = cartQuantity(items);
  return (
    <NavLink
      to={PATHS.orderPage}
      className="btn btn-sm btn-outline-light cart-link position-relative d-inline-flex align-items-center justify-content-center"
      aria-label={`Cart, ${itemsLabel(count)}`}
    >
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 16 16" fill="currentColor">
        <path d="M0 1.5A.5.5 0 0 1 .5 1H2a.5.5 0 0 1 .485.379L2.89 3H14.5a.5.5 0 0 1 .491.592l-1.5 8A.5.5 0 0 1 13 12H4a.5.5 0 0 1-.491-.408L2.01 3.607 1.61 2H.5a.5.5 0 0 1-.5-.5M3.102 4l1.313 7h8.17l1.313-7zM5 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4m7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4m-7 1a1 1 0 1 1 0 2 1 1 0 0 1 0-2m7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2" />
      </svg>
      <span className="badge rounded-pill text-bg-warning">{count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}</span>
    </NavLink>
  );
}
