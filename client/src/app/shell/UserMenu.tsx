import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DropdownMenu, MenuButton, MenuDivider, MenuText } from '../../components/DropdownMenu';
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
    <DropdownMenu id="user-menu" align="end" toggleClassName="btn-outline-light btn-sm user-menu-toggle text-truncate" label={session.fullName ?? 'Account'}>
      {/* Not a selection: the menu stays open, so "Copied!" can be seen. */}
      <MenuButton keepOpen onClick={() => void copyId()} title="Copy your user ID">
        User ID: <span className="font-monospace">{session.userId}</span>
        <span role="status" className="ms-2 text-success">
          {copied ? 'Copied!' : ''}
        </span>
      </MenuButton>
      <MenuText>Role: {session.role}</MenuText>
      <MenuDivider />
      {ownLinks(session.role).map((link) => (
        <MenuLink key={link.to} to={link.to}>
          {link.label}
        </MenuLink>
      ))}
      <MenuLink to={PATHS.editProfile}>Edit Profile</MenuLink>
      <MenuLink to={PATHS.apiKeys}>API keys</MenuLink>
      <MenuButton
        onClick={() => {
          logout();
          navigate(PATHS.loginPage);
        }}
      >
        Logout
      </MenuButton>
    </DropdownMenu>
  );
}
