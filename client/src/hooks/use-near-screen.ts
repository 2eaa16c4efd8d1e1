import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/** Whether this browser can tell (asked at use: tests install an observer of their own). */
const watchable = () => typeof IntersectionObserver !== 'undefined';

/**
 * Whether the element given to the returned ref has come within `margin` of the screen; it stays
 * true once it has. Work for what sits far down a long list (a picture fetched with the session's
 * token, which `loading="lazy"` cannot do) waits until the list is scrolled to it. Where the browser
 * cannot tell (no IntersectionObserver), at once.
 */
export function useNearScreen<T extends Element>(margin = '200px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => !watchable());
  const observer = useRef<IntersectionObserver | null>(null);
  const stopWatching = () => {
    observer.current?.disconnect();
    observer.current = null;
  };
  const ref = useCallback(
    (element: T | null) => {
      stopWatching();
      if (!element || !watchable()) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          stopWatching();
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin],
  );
  useEffect(() => stopWatching, []);
  return [ref, near];
}
