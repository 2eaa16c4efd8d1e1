import { useMatches } from 'react-router-dom';
import type { Role } from './session';
import { useSession } from '../hooks/use-session';

/**
 * A route whose screen announces its first load with a notice ("Fetched orders.") for these
 * roles. The notice region keeps one notice's room from the shell's first paint (before the
 * screen's own code has loaded), so the notice fills room that was already there instead of
 * pushing the screen down: a layout shift nobody asked for.
 */
export interface NoticeRoomHandle {
  readonly announcesLoad?: readonly Role[];
}

/** Whether the route on view announces its load to the signed-in role. */
export function useRouteKeepsNoticeRoom(): boolean {
  const matches = useMatches();
  const role = useSession()?.role as Role | undefined;
  return role !== undefined && matches.some((match) => (match.handle as NoticeRoomHandle | undefined)?.announcesLoad?.includes(role) ?? false);
}
