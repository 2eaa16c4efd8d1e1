/**
 * A memory limit on the measured server, as a container would give it: a cgroup v1 memory
 * controller group (/sys/fs/cgroup/memory/waters-scale-<pid of the bench>) that each server the
 * run starts runs in. Where that is not writable the run says so and only reports memory.
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';

const CONTROLLER = '/sys/fs/cgroup/memory';

/**
 * @param {number | null} mib the limit, null for none
 * @returns {{ description: string, wrap(command: string, args: string[]): [string, string[]], oomKills(): number }}
 *   wrap: the command that runs `command args` inside the group from its first instruction
 */
export function memoryLimit(mib) {
  const none = (description) => ({ description, wrap: (command, args) => [command, args], oomKills: () => 0 });
  if (mib === null) return none('none (--no-memory-limit)');
  const group = join(CONTROLLER, `waters-scale-${process.pid}`);
  try {
    mkdirSync(group);
  } catch (error) {
    return none(
      `none: the cgroup v1 memory controller is not writable here (${error instanceof Error ? error.message : error}); memory is only reported`,
    );
  }
  // Removed once the servers in it are stopped (cleanup runs newest first).
  onCleanup(() => rmdirSync(group));
  writeFileSync(join(group, 'memory.limit_in_bytes'), String(mib * 2 ** 20));
  const procs = join(group, 'cgroup.procs');
  return {
    description: `${mib} MiB (cgroup v1 memory controller, ${group})`,
    // A shell joins the group, then execs the command (same pid): every page the server ever
    // touches is charged to the group (Linux 6 no longer moves earlier charges with a process).
    wrap: (command, args) => ['sh', ['-c', 'echo $$ > "$0" && exec "$@"', procs, command, ...args]],
    oomKills: () => Number(/^oom_kill (\d+)$/m.exec(readFileSync(join(group, 'memory.oom_control'), 'utf8'))?.[1] ?? 0),
  };
}
