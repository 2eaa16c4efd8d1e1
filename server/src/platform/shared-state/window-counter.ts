interface Window {
  used: number;
  endsAt: number;
}

/**
 * Counts per key in memory over a fixed window that starts at the key's first count, as
 * rate-limiter-flexible's RateLimiterMemory does without blocking or spreading — but answered at
 * once: its consume() costs a promise per call, which the per-request ceiling would pay on every
 * request.
 */
export class WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly points: number,
    private readonly durationMs: number,
  ) {}

  /** Counts one for the key: 0 while within its points, else the milliseconds until its window ends. */
  count(key: string): number {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) window = this.open(key, now);
    window.used += 1;
    return window.used > this.points ? window.endsAt - now : 0;
  }

  private open(key: string, now: number): Window {
    const window = { used: 0, endsAt: now + this.durationMs };
    this.windows.set(key, window);
    // Forgotten when it ends, as the library forgets its keys (unref'd: it never keeps the process up).
    setTimeout(() => this.windows.get(key) === window && this.windows.delete(key), this.durationMs).unref();
    return window;
  }
}
