/** The Markdown the bench prints and writes: the machine, then one table per database. */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';

export function describeMachine() {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? model;
  } catch {
    // Not Linux: os.cpus() is good enough.
  }
  return `${model}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Linux ${release()}, Node.js ${process.version}`;
}

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

const whole = (n) => Math.round(n).toLocaleString('en-US');
const rate = (n) => (n < 10 ? n.toFixed(1) : whole(n));
const percent = (n) =>
  n < 0.01 ? '< 0.01 %' : n < 1 ? `${n.toFixed(2)} %` : n < 10 ? `${n.toFixed(1)} %` : `${whole(n)} %`;
export const size = (bytes) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * @param {{ label: string, baseline?: 'GET' | 'POST' | 'PAGE', same?: string, sameRatio?: number, ratioSpread?: number[], answerBytes?: number, result?: any, error?: string }[]} rows
 *   sameRatio: the median of the rounds' ratios of a case measured in turns with its baseline (its spread in brackets)
 * @param {{ GET?: number, POST?: number, PAGE?: number, same: Record<string, number | undefined> }} bare req/s of the bare servers (body only, and the same bytes per case)
 * @param {boolean} withDatabaseCpu add the database server's CPU per request (MariaDB)
 */
export function table(rows, bare, withDatabaseCpu) {
  const head = [
    'case',
    'req/s',
    '% of bare (same bytes)',
    '% of bare (body only)',
    'server CPU µs/req',
    ...(withDatabaseCpu ? ['mysqld CPU µs/req'] : []),
    'p50',
    'p99',
    'slowest first answer',
    'non-2xx',
    'errors',
    'answer',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`];
  for (const row of rows) {
    const r = row.result;
    if (!r) {
      lines.push(
        `| ${row.label} | failed: ${String(row.error).replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 200)} |${' |'.repeat(head.length - 2)}`,
      );
      continue;
    }
    const reference = row.baseline ? bare[row.baseline] : undefined;
    const sameBytes = row.same ? bare.same[row.same] : undefined;
    lines.push(
      `| ${[
        row.label,
        rate(r.reqPerSecond),
        row.sameRatio
          ? `${percent(100 * row.sameRatio)} (${row.ratioSpread.map((x) => whole(100 * x)).join('–')})`
          : sameBytes
            ? percent((100 * r.reqPerSecond) / sameBytes)
            : '',
        reference ? percent((100 * r.reqPerSecond) / reference) : '',
        r.cpuPerRequest === null ? '–' : whole(r.cpuPerRequest),
        ...(withDatabaseCpu ? [r.dbCpuPerRequest === null ? '–' : whole(r.dbCpuPerRequest)] : []),
        `${whole(r.p50)} ms`,
        `${whole(r.p99)} ms`,
        r.firstAnswerMax === undefined ? '' : `${whole(r.firstAnswerMax)} ms`,
        whole(r.non2xx),
        whole(r.errors + r.mismatches),
        row.answerBytes === undefined ? '' : size(row.answerBytes),
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
