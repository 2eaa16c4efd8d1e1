import { createContext, useContext } from 'react';
import type { CartItem } from './cart';
import type { Session } from './session';

/**
 * What the server knows of the visitor when it renders one of their pages for them (the cart:
 * src/app/server-screens.tsx): their session and their cart, read from the cookies their page was
 * asked with. The browser's own storage answers everywhere else: no provider, null.
 */
export interface ServerSnapshot {
  readonly session: Session | null;
  readonly cart: readonly CartItem[];
}

export const ServerSnapshotContext = createContext<ServerSnapshot | null>(null);

export const useServerSnapshot = () => useContext(ServerSnapshotContext);
