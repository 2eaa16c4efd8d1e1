const POLL_MS = 20;

/**
 * Waits until `check` holds, for what another process or instance does in its own time
 * (a Redis message, a log line, a health check's cache): true as soon as it holds, false
 * when `timeoutMs` passed without. A check that throws counts as not yet.
 */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 1000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
