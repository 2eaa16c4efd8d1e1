import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink } from 'react-router-dom';
import { roleLinks } from '../../lib/nav-labels';
import { useSession } from '../../lib/use-session';

const MAIN_LINKS = [
  { to: '/home', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/our-facility', label: 'Our Facility' },
] as const;

const PRODUCT_LINKS = [
  { hash: 'dried', label: 'Dried' },
  { hash: 'marinated', label: 'Marinated' },
  { hash: 'smoked', label: 'Smoked' },
] as const;

const MORE_LINKS = [
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/food-recipe', label: 'Food Recipe' },
  { to: '/contact', label: 'Contact' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/** Site navigation: a column beside the page on large screens, an off-canvas menu on phones. */
export function SideNav({ show, onHide }: { show: boolean; onHide: () => void }) {
  const session = useSession();
  const links = session ? roleLinks(session.role) : null;
  return (
    <Offcanvas show={show} onHide={onHide} responsive="lg" id="site-nav" aria-labelledby="site-nav-title" className="side-nav">
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title id="site-nav-title">Menu</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0">
        <nav aria-label="Site" className="w-100">
          <ul className="nav flex-column py-2" onClick={onHide}>
            {MAIN_LINKS.map((link) => (
              <li className="nav-item" key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="nav-item">
              <NavLink to="/our-products" className={linkClass}>
                Our Products
              </NavLink>
              <ul className="nav flex-column ms-3">
                {PRODUCT_LINKS.map((link) => (
                  <li className="nav-item" key={link.hash}>
                    <NavLink to={{ pathname: '/our-products', hash: link.hash }} className="nav-link py-1 small">
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            {MORE_LINKS.map((link) => (
              <li className="nav-item" key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {links && (
              <>
                <li className="nav-item border-top mt-2 pt-2">
                  <NavLink to="/storefront" className={linkClass}>
                    {links.storefront}
                  </NavLink>
                </li>
                <li className="nav-item">
                  <NavLink to="/order-page" className={linkClass}>
                    {links.orders}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
