/** A process's resident memory from /proc (Linux): now, and its peak over a stretch of time. */
import { readFileSync, writeFileSync } from 'node:fs';

/** VmRSS (or another Vm… line of /proc/<pid>/status) in bytes; null once the process is gone. */
export function residentBytes(pid, field = 'VmRSS') {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The peak RSS from now until stop(): the kernel's own high-water mark (VmHWM, reset here by
 * writing 5 to /proc/<pid>/clear_refs, where that is allowed) and VmRSS sampled every 10 ms,
 * which still holds a figure when the process is killed before stop().
 * @returns {{ before: number, stop(): number }}
 */
export function watchPeak(pid) {
  let exact = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    exact = true;
  } catch {
    // Not ours to reset: the samples alone.
  }
  const before = residentBytes(pid) ?? 0;
  let peak = before;
  const sample = () => (peak = Math.max(peak, residentBytes(pid) ?? 0));
  const timer = setInterval(sample, 10);
  return {
    before,
    stop() {
      clearInterval(timer);
      sample();
      if (exact) peak = Math.max(peak, residentBytes(pid, 'VmHWM') ?? 0);
      return peak;
    },
  };
}
