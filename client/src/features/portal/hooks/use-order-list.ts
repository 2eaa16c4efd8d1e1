import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OrderRowFragment } from '../../../gql/graphql';

export interface OrderListReport {
  loaded: (orders: readonly OrderRowFragment[]) => void;
  failed: () => void;
}

/**
 * An employee order list fetched on mount and on every reload, each answer announced
 * through `report`. The list only ever changes to what the server last said (or loses a
 * row the employee just decided): it is never emptied while a reload is on its way, and
 * an older answer arriving late never replaces a newer one.
 */
export function useOrderList(fetchOrders: () => Promise<readonly OrderRowFragment[]>, report: OrderListReport) {
  const [orders, setOrders] = useState<readonly OrderRowFragment[] | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const reportRef = useRef(report);
  useLayoutEffect(() => {
    reportRef.current = report;
  });

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const fresh = await fetchOrders();
      if (ticket !== latest.current) return;
      setOrders(fresh);
      reportRef.current.loaded(fresh);
    } catch {
      if (ticket !== latest.current) return;
      reportRef.current.failed();
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [fetchOrders]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const removeLocally = useCallback((orderId: number) => setOrders((current) => current?.filter((o) => o.orderId !== orderId) ?? current), []);

  return { orders, loading, reload, removeLocally };
}
