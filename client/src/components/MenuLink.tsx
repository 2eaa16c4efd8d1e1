import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PagePath } from '../lib/paths';

/** An item of a dropdown menu (DropdownMenu) that opens one of the site's pages. */
export function MenuLink({ to, children }: { to: PagePath; children: ReactNode }) {
  return (
    <Link className="dropdown-item" to={to}>
      {children}
    </Link>
  );
}
