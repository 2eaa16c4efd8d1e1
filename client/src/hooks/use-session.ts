import { useSyncExternalStore } from 'react';
import { useServerSnapshot } from '../state/server-snapshot';
import { getSession, subscribeSession, type Session } from '../state/session';

export function useSession(): Session | null {
  const server = useServerSnapshot();
  return useSyncExternalStore(subscribeSession, getSession, () => server?.session ?? null);
}
