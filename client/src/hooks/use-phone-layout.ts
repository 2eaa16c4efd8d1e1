import { useSyncExternalStore } from 'react';

/** Below Bootstrap's md breakpoint (768 px): lists are shown as cards instead of wide tables. */
const PHONE = '(max-width: 767.98px)';

function subscribe(changed: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/**
 * Whether the window is phone-sized now; follows rotation and resizing. Unknown (null) in a render
 * without a window: the server's (and hydrating what it rendered), which leaves the choice to the stylesheet.
 */
export function usePhoneLayout(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => null,
  );
}
