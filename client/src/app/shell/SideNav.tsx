import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ownLinks, roleLinks, toolLinks } from '../../lib/nav-labels';
import { useLogout } from '../../hooks/use-logout';
import { useSession } from '../../hooks/use-session';
import { useTradeBuyer } from '../../state/trade-buyer';
import { PATHS, type PagePath } from '../../lib/paths';

const MAIN_LINKS = [
  { to: PATHS.home, label: 'Home' },
  { to: PATHS.aboutUs, label: 'About Us' },
  { to: PATHS.ourFacility, label: 'Our Facility' },
] as const;

const PRODUCT_LINKS = [
  { hash: 'dried', label: 'Dried' },
  { hash: 'marinated', label: 'Marinated' },
  { hash: 'smoked', label: 'Smoked' },
] as const;

const MORE_LINKS = [
  { to: PATHS.portfolio, label: 'Portfolio' },
  { to: PATHS.foodRecipe, label: 'Food Recipe' },
  { to: PATHS.contact, label: 'Contact' },
] as const;

// The phone menu's dialog (Bootstrap's offcanvas) loads when it is first opened.
const PhoneMenu = lazy(() => import('./PhoneMenu'));

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

const noSubscription = () => () => undefined;

/**
 * A section of Our Products. Only the section in the address is current (a NavLink would mark
 * all three, since it ignores the #fragment). The pre-rendered page cannot know the #fragment and
 * hydration keeps the page's attributes as they were, so the mark is set just after hydrating.
 */
function FragmentLink({ hash, label }: { hash: string; label: string }) {
  const { pathname, hash: currentHash } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const current = hydrated && pathname === PATHS.ourProducts && currentHash === `#${hash}`;
  return (
    <Link
      to={{ pathname: PATHS.ourProducts, hash }}
      className={`nav-link py-1 small${current ? ' active' : ''}`}
      aria-current={current ? 'location' : undefined}
    >
      {label}
    </Link>
  );
}

/**
 * Site navigation: a column beside the page on large screens, an off-canvas menu on phones.
 * Until the menu is first opened it is the markup Bootstrap's offcanvas renders while closed.
 */
export function SideNav({ show, onHide }: { show: boolean; onHide: () => void }) {
  const session = useSession();
  const signOut = useLogout();
  const tradeBuyer = useTradeBuyer();
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  const links = session ? roleLinks(session.role) : null;
  const nav = (
    <nav aria-label="Site" className="w-100">
      {/* Every link's activation (a click, or Enter, which clicks) bubbles here and closes the menu. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul className="nav flex-column py-2" onClick={onHide}>
        <NavItems links={MAIN_LINKS} />
        <li className="nav-item">
          <NavLink to={PATHS.ourProducts} className={linkClass}>
            Our Products
          </NavLink>
          <ul className="nav flex-column ms-3">
            {PRODUCT_LINKS.map((link) => (
              <li className="nav-item" key={link.hash}>
                <FragmentLink hash={link.hash} label={link.label} />
              </li>
            ))}
          </ul>
        </li>
        <NavItems links={MORE_LINKS} />
        {session && links && (
          <>
            <li className="nav-item border-top mt-2 pt-2">
              <NavLink to={PATHS.storefront} className={linkClass}>
                {links.storefront}
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink to={PATHS.orderPage} className={linkClass}>
                {links.orders}
              </NavLink>
            </li>
            <NavItems links={ownLinks(session.role, tradeBuyer)} />
            <NavItems links={toolLinks(session.role)} firstClassName="border-top mt-2 pt-2" />
            {/* The account menu's items, for phones: the top bar there has room for the name only. */}
            <li className="nav-item d-lg-none border-top mt-2 pt-2">
              <NavLink to={PATHS.editProfile} className={linkClass}>
                Edit Profile
              </NavLink>
            </li>
            <li className="nav-item d-lg-none">
              <button type="button" className="nav-link btn btn-link text-start w-100 rounded-0" onClick={signOut}>
                Logout
              </button>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
  const closed = (
    <div id="site-nav" className="side-nav offcanvas-lg offcanvas-start" aria-labelledby="site-nav-title">
      <div className="offcanvas-header">
        <div className="offcanvas-title h5" id="site-nav-title">
          Menu
        </div>
        <button type="button" className="btn-close" aria-label="Close menu" onClick={onHide} />
      </div>
      <div className="p-0 offcanvas-body">{nav}</div>
    </div>
  );
  if (!opened) return closed;
  return (
    <Suspense fallback={closed}>
      <PhoneMenu show={show} onHide={onHide}>
        {nav}
      </PhoneMenu>
    </Suspense>
  );
}

/** A run of the menu's page links; `firstClassName` sets the run apart from the one above. */
function NavItems({
  links,
  firstClassName,
}: {
  links: readonly { to: PagePath; label: string }[];
  firstClassName?: string;
}) {
  return links.map((link, i) => (
    <li className={i === 0 && firstClassName ? `nav-item ${firstClassName}` : 'nav-item'} key={link.to}>
      <NavLink to={link.to} className={linkClass}>
        {link.label}
      </NavLink>
    </li>
  ));
}
