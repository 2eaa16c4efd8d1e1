import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paramsFromView, viewFromParams, type ProductListView } from './product-list';

export type ChangeView = (changes: Partial<ProductListView>, options?: { replace?: boolean }) => void;

/**
 * The storefront's search, filter and sort as read from the address, and a way to change them.
 * A change is a new history entry (back undoes it) unless `replace` is set, as typing does.
 */
export function useProductListView(): [ProductListView, ChangeView] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const change = useCallback<ChangeView>(
    (changes, { replace = false } = {}) =>
      // From the address as it is now, so two quick changes never undo each other.
      setParams((current) => paramsFromView({ ...viewFromParams(current), ...changes }, current), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return [view, change];
}
