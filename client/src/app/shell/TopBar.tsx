import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session';

// Only signed-in visitors see the menu: the public pages do not download the dropdown (and Popper).
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** Brand, the phone menu button, and Login/Register or the user menu. */
export function TopBar({ onMenu }: { onMenu: () => void }) {
  const session = useSession();
  return (
    <nav className="navbar navbar-dark bg-brand sticky-top px-3" aria-label="Account">
      <div className="d-flex align-items-center gap-2">
        <button type="button" className="btn btn-outline-light d-lg-none" onClick={onMenu} aria-controls="site-nav" aria-label="Open menu">
          <span className="navbar-toggler-icon" />
        </button>
        <Link to="/home" className="navbar-brand fw-bold mb-0">
          WATERS
        </Link>
      </div>
      <div className="d-flex align-items-center gap-2">
        {session ? (
          <Suspense fallback={null}>
            <UserMenu session={session} />
          </Suspense>
        ) : (
          <>
            <Link to="/login-page" className="btn btn-sm btn-light">
              Login
            </Link>
            <Link to="/register-page" className="btn btn-sm btn-outline-light">
              Register
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}
