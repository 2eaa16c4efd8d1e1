/** What the batch hands its text to: pino's SonicBoom destination, or any stream-like sink. */
export interface LineSink {
  write(text: string): unknown;
  flush?(callback?: (error?: Error | null) => void): void;
  flushSync?(): void;
}

/**
 * Log lines gathered into one string and handed on `batchChars` at a time. SonicBoom's own
 * batching (minLength) measures its pending text in bytes on every write, re-reading the whole
 * batch each time, which cost more than building the line. Every line of the logger comes
 * through here, so their order is kept.
 */
export class LineBatch implements LineSink {
  private pending = '';

  constructor(
    private readonly sink: LineSink,
    private readonly batchChars: number,
  ) {}

  write(line: string): boolean {
    this.pending += line;
    if (this.pending.length >= this.batchChars) this.handOn();
    return true;
  }

  /** Hands on what is gathered and has the sink write it out. */
  flush(callback?: (error?: Error | null) => void): void {
    this.handOn();
    if (this.sink.flush) this.sink.flush(callback);
    else callback?.();
  }

  /** Writes out everything now: right before the process exits. */
  flushSync(): void {
    this.handOn();
    this.sink.flushSync?.();
  }

  private handOn(): void {
    if (!this.pending) return;
    const text = this.pending;
    this.pending = '';
    this.sink.write(text);
  }
}
