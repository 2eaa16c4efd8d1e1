/**
 * Lets at most `size` holders in at once; the others wait their turn, first come first served.
 * For work whose memory grows with how many run together (a whole list streamed to each of many
 * clients): held by few at a time, it stays within the heap however many ask.
 */
export class Gate {
  private inside = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Resolves once in, with the function that lets the next one in (call it once, when done). */
  async enter(): Promise<() => void> {
    if (this.inside < this.size) this.inside++;
    else await new Promise<void>((admit) => this.waiting.push(admit));
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.waiting.shift();
      // The place passes straight to the next in line, so no one can slip in between.
      if (next) next();
      else this.inside--;
    };
  }

  /** How many are in now, and how many wait (for metrics and tests). */
  get load(): { inside: number; waiting: number } {
    return { inside: this.inside, waiting: this.waiting.length };
  }
}
