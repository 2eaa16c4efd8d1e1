/** How long a task may wait for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callbacks (Safari): a short pause after the load event instead. */
const FALLBACK_PAUSE_MS = 200;

/**
 * Runs `task` once the page has loaded (the load event has fired) and the browser is idle: for
 * code a page may need soon but not for its first picture, which would otherwise share the
 * network and the main thread with it. Returns a function that cancels the task if it has not run.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const run = () => {
    if (!cancelled) task();
  };
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, FALLBACK_PAUSE_MS);
      cancelWait = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cancelWait = () => window.removeEventListener('load', afterLoad);
  }
  return () => {
    cancelled = true;
    cancelWait();
  };
}
