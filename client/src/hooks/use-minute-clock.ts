import { useSyncExternalStore } from 'react';

/** One clock for every component showing an age ("waiting 2 h"): it ticks once a minute while any is shown. */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(changed: () => void) {
  listeners.add(changed);
  if (!timer) {
    now = Date.now(); // idle until now: catch up before the first tick
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((listener) => listener());
    }, 60_000);
  }
  return () => {
    listeners.delete(changed);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time now (ms), renewed every minute. */
export function useMinuteClock(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
