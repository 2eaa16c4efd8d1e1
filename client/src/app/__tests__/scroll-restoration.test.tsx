import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router-dom';
import { SCROLL_STORAGE_KEY, useScrollRestoration } from '../scroll-position';

let navigate: NavigateFunction;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return <h2 id="marinated">Marinated</h2>;
}

/** Where the reader has scrolled to, as the browser reports it. */
function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('where a page opens on a move within the site', () => {
  const scrollTo = jest.fn();
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo.mockClear();
    scrollIntoView.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <MemoryRouter initialEntries={['/our-products']}>
        <Page />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
  });

  it('opens a linked page at the top and comes back to where the last one was left on Back', async () => {
    scrollBy(1800);
    await act(() => navigate('/portfolio'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(400);
    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
    await act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 400);
  });

  it('leaves the reader where they are when only the query changes (a filter, a sort, a tab)', async () => {
    scrollBy(900);
    await act(() => navigate('/our-products?sort=price-desc', { replace: true }));
    await act(() => navigate('/our-products?view=2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens an address with a #fragment at that part of the page', async () => {
    await act(() => navigate('/our-products#marinated'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions in session storage when the tab goes away, for a reload to come back to', () => {
    scrollBy(1200);
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY)!) as object)).toEqual([1200]);
  });
});
