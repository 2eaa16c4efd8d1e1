/** What the batch hands its text to: pino's SonicBoom destination, or any stream-like sink. */
export interface LineSink {
  write(text: string): unknown;
  flush?(callback?: (error?: Error | null) => void): void;
  flushSync?(): void;
}

/**
 * Log lines gathered into one string and handed on about BATCH_CHARS at a time. SonicBoom's own
 * batching (minLength) measures its pending text in bytes on every write, re-reading the whole
 * batch each time — more than building the line costs — and an async write per batch crosses to
 * a libuv thread: one hand-over per ~80 lines instead of per 20 is most of the log's cost gone.
 * Every line of the logger comes through here, so their order is kept.
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

  /** Hands on what is gathered; the sink writes it out (asynchronously). */
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
