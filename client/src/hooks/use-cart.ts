import { useCallback, useReducer, useRef, useSyncExternalStore } from 'react';
import { cartKey, readCart, subscribeCart, type CartItem } from '../state/cart';
import { useServerSnapshot } from '../state/server-snapshot';

const NO_ITEMS: CartItem[] = [];

/**
 * The customer's cart, kept in step with changes from this tab and other tabs. React's external
 * store: the subscription and the reading agree, so a change made while a screen mounts is not
 * missed. The items stay the same array while the stored cart is the same text.
 */
export function useCart(customerId: string | null): [CartItem[], () => void] {
  const kept = useRef<{ key: string | null; raw: string | null; items: CartItem[] }>({
    key: null,
    raw: null,
    items: NO_ITEMS,
  });
  const [, reread] = useReducer((tick: number) => tick + 1, 0);
  const snapshot = useCallback(() => {
    if (!customerId) return NO_ITEMS;
    const raw = localStorage.getItem(cartKey(customerId));
    if (kept.current.key !== customerId || kept.current.raw !== raw) {
      const items = readCart(customerId);
      // Read again: a cart that could not be read is removed as it is read.
      kept.current = { key: customerId, raw: localStorage.getItem(cartKey(customerId)), items };
    }
    return kept.current.items;
  }, [customerId]);
  const subscribe = useCallback(
    (onChange: () => void) => (customerId ? subscribeCart(customerId, onChange) : () => undefined),
    [customerId],
  );
  const server = useServerSnapshot();
  const items = useSyncExternalStore(subscribe, snapshot, () => (server?.cart as CartItem[] | undefined) ?? NO_ITEMS);
  return [items, reread];
}
