import { useSyncExternalStore } from 'react';

// The year changes too rarely to watch: a page open across New Year shows the new one on its next render.
const subscribe = () => () => {};
const thisYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The visitor's current year. A pre-rendered page was rendered with the build's year: hydration
 * starts from that one (no mismatch), then React renders again with the visitor's.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, thisYear, buildYear);
}
