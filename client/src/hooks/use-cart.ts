import { useCallback, useEffect, useState } from 'react';
import { readCart, subscribeCart, type CartItem } from '../state/cart';

/** The customer's cart, kept in step with changes from this tab and other tabs. */
export function useCart(customerId: string | null): [CartItem[], () => void] {
  const read = useCallback(() => (customerId ? readCart(customerId) : []), [customerId]);
  const [items, setItems] = useState<CartItem[]>(read);
  const reload = useCallback(() => setItems(read()), [read]);
  useEffect(() => {
    reload();
    if (!customerId) return;
    return subscribeCart(customerId, reload);
  }, [customerId, reload]);
  return [items, reload];
}
