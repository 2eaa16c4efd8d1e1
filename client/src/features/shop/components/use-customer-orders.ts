import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { OrderPageFragment, OrderRowFragment } from '../../../gql/graphql';
import { isDecided, LIVE_NOTICES, isOwnChange, useLiveOrders } from '../../../lib/live-orders';
import { useRefreshOnFlags, type RefreshFlag } from '../../../lib/refresh-flags';
import { toast } from '../../../lib/toast';
import { useOrderPages, type LiveOrderList, type OrderListReport } from '../../../lib/use-order-pages';

/** Raised by the employee portal after an approve or cancel. */
const ORDER_FLAGS: readonly RefreshFlag[] = ['ordersUpdated', 'pendingsUpdated'];

/** A decision on one of the customer's orders moves it from pending to history as it happens. */
const LIVE: LiveOrderList = { concerns: isDecided, announce: LIVE_NOTICES.customer };

interface CustomerOrdersOptions<TData> {
  select: (data: TData) => readonly OrderRowFragment[];
  /** Once per fetch that succeeded (the first load and every refresh). */
  onLoaded: () => void;
  /** Once per fetch that failed. */
  onFailed: (error: unknown) => void;
}

/**
 * One of the signed-in customer's order lists, always asked of the server (never a stale
 * cached copy) and asked again whenever another tab raises ordersUpdated or pendingsUpdated.
 * While a refresh runs the previous list stays on screen.
 */
export function useCustomerOrders<TData>(document: TypedDocumentNode<TData, Record<string, never>>, { select, onLoaded, onFailed }: CustomerOrdersOptions<TData>) {
  const { data, error, networkStatus, refetch } = useQuery(document, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });

  // A live reload (nobody asked for it) reports neither success nor failure.
  const quiet = useRef(false);
  const finished = useEffectEvent((status: NetworkStatus) => {
    const wasQuiet = quiet.current;
    if (status === NetworkStatus.ready || status === NetworkStatus.error) quiet.current = false;
    if (wasQuiet) return;
    if (status === NetworkStatus.ready) onLoaded();
    else if (status === NetworkStatus.error) onFailed(error);
  });
  // Report each fetch once, when its status settles (a re-render alone reports nothing).
  const lastStatus = useRef(networkStatus);
  useEffect(() => {
    if (lastStatus.current === networkStatus) return;
    lastStatus.current = networkStatus;
    finished(networkStatus);
  }, [networkStatus]);

  const reload = useCallback(() => {
    // A failure shows through `error`; the promise's rejection needs no second handling.
    refetch().catch(() => undefined);
  }, [refetch]);
  useRefreshOnFlags(ORDER_FLAGS, reload);
  useLiveOrders((change) => {
    if (change !== 'resync' && !LIVE.concerns(change)) return;
    quiet.current = true;
    reload();
    if (change === 'resync') return;
    const text = isOwnChange(change) ? null : LIVE.announce(change);
    if (text) toast.info(text);
  });

  return {
    orders: error || !data ? [] : select(data),
    loading: networkStatus === NetworkStatus.loading,
    failed: !!error,
    reload,
  };
}

/**
 * A long list of the customer's orders (the history) the same way, a page at a time: the first
 * page on mount and whenever another tab raises ordersUpdated or pendingsUpdated (replacing
 * the list, which stays on screen meanwhile), the next ones on `loadMore`.
 */
export function useCustomerOrderPages<TData>(document: TypedDocumentNode<TData, { after?: string | null }>, pick: (data: TData) => OrderPageFragment, report: OrderListReport) {
  return useOrderPages(document, pick, report, ORDER_FLAGS, undefined, LIVE);
}
