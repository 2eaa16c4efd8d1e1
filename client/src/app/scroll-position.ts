import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where a page opens (useScrollRestoration, below).
 *
 * The router names the history entry a document was loaded at "default", whatever its address,
 * and saves every scroll position by that name in session storage: so each full page load
 * restored the last position saved for ANY page loaded in the tab (a phone opening /about-us at
 * y = 2988, the depth the previous page was left at). Here that entry is named after its
 * address, and a fresh load (a link from outside, the address typed) forgets it: the page opens
 * at the top, or at its #fragment. A reload and Back/Forward still come back to where they were.
 */
const LOADED_ENTRY = 'default';
/** Session storage key of the saved positions (named here rather than relying on the router's default). */
export const SCROLL_STORAGE_KEY = 'waters-scroll-positions';

export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === LOADED_ENTRY ? `loaded:${location.pathname}${location.search}` : location.key;
}

function isFreshLoad(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return !entry || (entry as PerformanceNavigationTiming).type === 'navigate';
}

/** Call before the router renders: a fresh load of an address forgets where it was once left. */
export function forgetScrollOfFreshLoad(): void {
  if (!isFreshLoad()) return;
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
    delete positions[
      scrollKey({ key: LOADED_ENTRY, pathname: window.location.pathname, search: window.location.search })
    ];
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // No session storage (private mode, a full quota): nothing was saved either.
  }
}

type Positions = Record<string, number>;

function savedPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

/**
 * Where each page opens, as the browser does for documents: Back, Forward and a reload come back
 * to where the page was left (positions kept per history entry, in session storage when the tab
 * goes away); a link opens a page at the top, or at its #fragment; a change of the same page's
 * query (a filter, a sort, a tab) leaves the reader where they are.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    // The browser's own restoring would jump before the page has rendered.
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      if (shown.current && positions.current) positions.current[shown.current.key] = window.scrollY;
    };
    const persist = () => {
      keep();
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // No session storage: positions last as long as the page.
      }
    };
    window.addEventListener('scroll', keep, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', keep);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = before;
    };
  }, []);

  // Before paint, as the page for the new address is shown.
  useLayoutEffect(() => {
    positions.current ??= savedPositions();
    const key = scrollKey(location);
    const samePage = shown.current?.pathname === location.pathname;
    shown.current = { key, pathname: location.pathname };
    const saved = positions.current[key];
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (!samePage || action === 'POP') window.scrollTo(0, 0);
  }, [location, action]);
}
