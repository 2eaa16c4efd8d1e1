import type { Location } from 'react-router-dom';

/**
 * Where a page opens (react-router's <ScrollRestoration> with these keys).
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
