import type { ChildProcess } from 'node:child_process';
import type { ServerProcess } from './server-process.js';

/** One JSON log line of a server: when the server wrote it (epoch ms), and its level, message and context. */
export interface LogLine {
  readonly time: number;
  readonly level: number;
  readonly msg: string;
  readonly context?: string;
}

/**
 * Every JSON log line a running server writes from now on (ServerProcess keeps only the tail of
 * its output, which a line per request soon pushes out). Reads the child's stdout beside it.
 */
export function collectLog(server: ServerProcess): LogLine[] {
  const lines: LogLine[] = [];
  const child = (server as unknown as { child: ChildProcess }).child;
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) {
      if (!text.startsWith('{')) continue;
      try {
        const entry = JSON.parse(text) as { level?: number; msg?: unknown; context?: string; time?: string };
        if (typeof entry.level === 'number')
          lines.push({
            time: Date.parse(entry.time ?? '') || Date.now(),
            level: entry.level,
            msg: String(entry.msg ?? ''),
            context: entry.context,
          });
      } catch {
        // Not a log line.
      }
    }
  });
  return lines;
}
