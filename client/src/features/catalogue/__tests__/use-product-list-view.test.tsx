import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useProductListView } from '../utils/use-product-list-view';

/** The hook inside a real (memory) router, with the address it leads to. */
function renderView(start: string) {
  const routers: ReturnType<typeof createMemoryRouter>[] = [];
  const hook = renderHook(() => ({ view: useProductListView(), location: useLocation() }), {
    wrapper: ({ children }: { children: ReactNode }) => {
      routers[0] ??= createMemoryRouter([{ path: '/storefront', element: children }], { initialEntries: [start] });
      return <RouterProvider router={routers[0]} />;
    },
  });
  return { ...hook, back: () => routers[0].navigate(-1) };
}

describe('useProductListView', () => {
  it('keeps both of two changes made before the page renders again (type, then sort, quickly)', async () => {
    const { result } = renderView('/storefront?q=bangus');
    await act(async () => {
      const [, change] = result.current.view;
      change({ type: 'SMOKED' });
      change({ sort: 'price-desc' });
    });
    expect(result.current.location.search).toBe('?q=bangus&type=smoked&sort=price-desc');
    expect(result.current.view[0]).toEqual({ query: 'bangus', type: 'SMOKED', sort: 'price-desc' });
  });

  it('starts from the address the visitor went back to, not from its own last change', async () => {
    const { result, back } = renderView('/storefront');
    await act(async () => result.current.view[1]({ type: 'DRIED' }));
    await act(async () => result.current.view[1]({ query: 'tuyo' }));
    expect(result.current.location.search).toBe('?type=dried&q=tuyo');
    await act(back);
    expect(result.current.location.search).toBe('?type=dried');
    await act(async () => result.current.view[1]({ sort: 'name' }));
    expect(result.current.location.search).toBe('?type=dried&sort=name');
  });
});
