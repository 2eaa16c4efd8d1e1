import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../hooks/use-session';
import { PATHS } from '../../lib/paths';

// Only signed-in visitors see the menu: the public pages do not download the dropdown (and Popper).
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
// Customers only: the cart count (and the cart code it reads) stays off the public pages too.
const CartLink = lazy(() => import('./CartLink').then((module) => ({ default: module.CartLink })));

/** Brand, the phone menu button, and Login/Register or the user menu (with the cart count for customers). */
export function TopBar({ onMenu }: { onMenu: () => void }) {
  const session = useSession();
  return (
    <nav className="navbar navbar-dark bg-brand sticky-top px-3 flex-nowrap top-bar" aria-label="Account">
      <div className="d-flex align-items-center gap-2 flex-shrink-0">
        <button
          type="button"
          className="btn btn-outline-light d-lg-none"
          onClick={onMenu}
          aria-controls="site-nav"
          aria-label="Open menu"
        >
          <span className="navbar-toggler-icon" />
        </button>
        <Link to={PATHS.home} className="navbar-brand fw-bold mb-0">
          WATERS
        </Link>
      </div>
      <div className="d-flex align-items-center gap-2 min-w-0">
        {session ? (
          <Suspense fallback={null}>
            {session.role === 'Customer' && session.userId && <CartLink customerId={session.userId} />}
            <UserMenu session={session} />
          </Suspense>
        ) : (
          <>
            <Link to={PATHS.loginPage} className="btn btn-sm btn-light">
              Login
            </Link>
            <Link to={PATHS.registerPage} className="btn btn-sm btn-outline-light">
              Register
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}
