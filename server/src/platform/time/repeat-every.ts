/**
 * Runs `work` now and then every `everyMs` on this instance (the timer never keeps the process
 * alive), until the returned function stops it. A round that fails is handed to `failed` and the
 * next round runs as usual: a periodic job that claims its work in the database may run on every
 * instance at once.
 */
export function repeatEvery(
  everyMs: number,
  work: () => Promise<unknown>,
  failed: (error: unknown) => void,
): () => void {
  const run = () => void work().catch(failed);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
