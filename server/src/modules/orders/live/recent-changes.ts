/** How far back a stream that opens may ask to hear what its reader missed (a reconnection takes at most 30 s). */
export const REPLAY_HORIZON_MS = 120_000;
/** At most this many changes are kept, however busy the shop (a few MB); an older window is then unknown. */
const MAX_KEPT = 10_000;

/**
 * The changes this instance has heard lately, each with when it heard them (a monotonic clock), so
 * that a stream opening can be told the ones its reader missed since it last read, instead of the
 * reader reading every list again. It knows nothing from before it started listening, nor from
 * before its subscription to the other instances last came back (what they published meanwhile
 * never arrived): a window reaching back there is unknown, and the reader reads again.
 */
export class RecentChanges<T> {
  private kept: { at: number; change: T }[] = [];
  private knownFrom: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.knownFrom = now();
  }

  record(change: T): void {
    const at = this.now();
    this.kept.push({ at, change });
    let drop = 0;
    while (drop < this.kept.length && this.kept[drop].at < at - REPLAY_HORIZON_MS) drop += 1;
    if (this.kept.length - drop > MAX_KEPT) {
      drop = this.kept.length - MAX_KEPT;
      // The window reaching back to what was dropped is no longer known whole.
      this.knownFrom = this.kept[drop - 1].at;
    }
    if (drop > 0) this.kept = this.kept.slice(drop);
  }

  /** Whatever was heard before now may be incomplete. */
  forgetAll(): void {
    this.kept = [];
    this.knownFrom = this.now();
  }

  /** The changes heard in the last `ms`, oldest first; null when this instance cannot tell them all. */
  within(ms: number): T[] | null {
    const from = this.now() - ms;
    if (ms > REPLAY_HORIZON_MS || from <= this.knownFrom) return null;
    return this.kept.filter(({ at }) => at >= from).map(({ change }) => change);
  }
}
