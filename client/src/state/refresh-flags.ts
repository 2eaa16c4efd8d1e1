import { useEffect } from 'react';

/**
 * Local-storage flags (docs/legacy-contract.md#sessions-roles-and-browser-storage): ordersUpdated and pendingsUpdated after an
 * approve or cancel, cartCleared after an order is placed. Raising one tells the other
 * open tabs (storage events) to reload the matching list; the tab that acted refreshes
 * its own lists directly.
 */
export const REFRESH_FLAGS = ['ordersUpdated', 'pendingsUpdated', 'cartCleared'] as const;
export type RefreshFlag = (typeof REFRESH_FLAGS)[number];

export function raiseFlags(...flags: RefreshFlag[]): void {
  const stamp = String(Date.now());
  for (const flag of flags) localStorage.setItem(flag, stamp);
}

/** Runs `reload` whenever another tab raises one of the flags. */
export function useRefreshOnFlags(flags: readonly RefreshFlag[], reload: () => void): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && (flags as readonly string[]).includes(event.key)) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [flags, reload]);
}
