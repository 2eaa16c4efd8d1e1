import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paramsFromView, viewFromParams, type ProductListView } from './product-list';

export type ChangeView = (changes: Partial<ProductListView>, options?: { replace?: boolean }) => void;

/**
 * The storefront's search, filter and sort as read from the address, and a way to change them.
 * A change is a new history entry (back undoes it) unless `replace` is set, as typing does.
 */
export function useProductListView(): [ProductListView, ChangeView] {
  const [params, setParams] = useSearchParams();
  const latest = useLatestParams(params);
  const view = useMemo(() => viewFromParams(params), [params]);
  const change = useCallback<ChangeView>(
    (changes, { replace = false } = {}) => {
      const next = paramsFromView({ ...viewFromParams(latest.current()), ...changes }, latest.current());
      latest.requested(next);
      setParams(next, { replace, preventScrollReset: true });
    },
    [setParams, latest],
  );
  return [view, change];
}

/**
 * The address as the shop last asked for it. React Router hands setSearchParams's updater the parameters
 * of the last render, and a navigation renders later (in a transition): a second change made before that
 * render (type, then sort, quickly) would otherwise start from the old address and undo the first.
 * Addresses this hook asked for are recognised when they render; any other one (back, a link) wins.
 */
function useLatestParams(rendered: URLSearchParams) {
  const pending = useRef<string[]>([]);
  const latest = useRef(rendered);
  const seen = useRef(rendered);
  if (seen.current !== rendered) {
    seen.current = rendered;
    const at = pending.current.indexOf(rendered.toString());
    if (at === -1) {
      pending.current = [];
      latest.current = rendered;
    } else {
      pending.current = pending.current.slice(at + 1);
      if (pending.current.length === 0) latest.current = rendered;
    }
  }
  return useMemo(
    () => ({
      current: () => latest.current,
      requested(next: URLSearchParams) {
        pending.current.push(next.toString());
        latest.current = next;
      },
    }),
    [],
  );
}
