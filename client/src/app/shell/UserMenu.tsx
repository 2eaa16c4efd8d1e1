import { useEffect, useRef, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useNavigate } from 'react-router-dom';
import { MenuLink } from '../../components/MenuLink';
import { logout } from '../../state/logout';
import { DELAYS } from '../../lib/messages';
import type { Session } from '../../state/session';
import { PATHS } from '../../lib/paths';
import { ownLinks } from '../../lib/nav-labels';

export const COPIED_HINT_MS = DELAYS.copiedHint;

/** Logged-in menu: User ID (click copies it, "Copied!" for 2 s), Role, the person's own pages (a customer's orders; an employee's Activity Log and Admin Dashboard), Edit Profile, API keys, Logout. */
export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(session.userId);
    } catch {
      // Clipboard refused (insecure context): the id stays visible to copy by hand.
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_HINT_MS);
  };

  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-light" size="sm" id="user-menu" className="user-menu-toggle text-truncate">
        {session.fullName ?? 'Account'}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item
          as="button"
          onClick={(event) => {
            // Not a selection: the menu stays open, so "Copied!" can be seen.
            event.stopPropagation();
            void copyId();
          }}
          title="Copy your user ID"
        >
          User ID: <span className="font-monospace">{session.userId}</span>
          <span role="status" className="ms-2 text-success">
            {copied ? 'Copied!' : ''}
          </span>
        </Dropdown.Item>
        <Dropdown.ItemText>Role: {session.role}</Dropdown.ItemText>
        <Dropdown.Divider />
        {ownLinks(session.role).map((link) => (
          <MenuLink key={link.to} to={link.to}>
            {link.label}
          </MenuLink>
        ))}
        <MenuLink to={PATHS.editProfile}>Edit Profile</MenuLink>
        <MenuLink to={PATHS.apiKeys}>API keys</MenuLink>
        <Dropdown.Item
          as="button"
          onClick={() => {
            logout();
            navigate(PATHS.loginPage);
          }}
        >
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
