import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import type { PagePath } from '../lib/paths';

/** An item of a dropdown menu that opens one of the site's pages. */
export function MenuLink({ to, children }: { to: PagePath; children: ReactNode }) {
  return (
    <Dropdown.Item as={Link} to={to}>
      {children}
    </Dropdown.Item>
  );
}
