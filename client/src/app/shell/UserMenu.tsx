import { useEffect, useRef, useState } from 'react';
import { DropdownMenu, MenuButton, MenuDivider, MenuText } from '../../components/DropdownMenu';
import { MenuLink } from '../../components/MenuLink';
import { useLogout } from '../../hooks/use-logout';
import { DELAYS } from '../../lib/messages';
import type { Session } from '../../state/session';
import { PATHS } from '../../lib/paths';

export const COPIED_HINT_MS = DELAYS.copiedHint;

/**
 * The spec's logged-in menu: User ID (click copies it, "Copied!" for 2 s), Role, Edit Profile, Logout.
 * The person's own pages are one click away in the side menu instead, on every screen width.
 */
export function UserMenu({ session }: { session: Session }) {
  const signOut = useLogout();
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
    <DropdownMenu
      id="user-menu"
      align="end"
      toggleClassName="btn-outline-light btn-sm user-menu-toggle text-truncate"
      label={session.fullName ?? 'Account'}
    >
      {/* Not a selection: the menu stays open, so "Copied!" can be seen. The id wraps rather than widen the menu past a phone's screen. */}
      <MenuButton keepOpen onClick={() => void copyId()} title="Copy your user ID" className="user-id-item">
        User ID: <span className="font-monospace">{session.userId}</span>
        <span role="status" className="ms-2 text-success">
          {copied ? 'Copied!' : ''}
        </span>
      </MenuButton>
      <MenuText>Role: {session.role}</MenuText>
      <MenuDivider />
      <MenuLink to={PATHS.editProfile}>Edit Profile</MenuLink>
      <MenuButton onClick={signOut}>Logout</MenuButton>
    </DropdownMenu>
  );
}
