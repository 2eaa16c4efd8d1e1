/** CPU time of processes and of the machine, from /proc (Linux). */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process (all its threads), in microseconds. */
export function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

/**
 * Waits until the process has used under 5 % of a core for a quarter of a second: what a
 * previous load left queued (requests whose clients are gone) must not be billed to the next run.
 * @returns {Promise<number>} milliseconds waited
 */
export async function waitIdle(pid, maxMs = 30_000) {
  const started = Date.now();
  let last = cpuMicros(pid);
  while (Date.now() - started < maxMs) {
    await sleep(250);
    const now = cpuMicros(pid);
    if (now - last < 12_500) break;
    last = now;
  }
  return Date.now() - started;
}

/** The local MariaDB/MySQL server process, if there is one we can read. */
export function findDatabasePid() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (name === 'mariadbd' || name === 'mysqld') return (cpuMicros(entry), Number(entry));
    } catch {
      // Gone or not ours to read.
    }
  }
  return null;
}

function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = values[3] + (values[4] ?? 0);
  return { idle, total: values.reduce((a, b) => a + b, 0) };
}

/** Share of all cores busy over `ms` (0..1): other work running makes the figures noisy. */
export async function machineBusy(ms = 2000) {
  const before = machineTicks();
  await sleep(ms);
  const after = machineTicks();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}
