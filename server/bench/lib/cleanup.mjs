/**
 * What a run must undo (children, temp files, the MariaDB database), undone newest first,
 * whether the run ends normally, fails or is interrupted.
 */
const tasks = [];
let draining = null;
let interrupted = false;

/** Throws once the run was interrupted: nothing new may start while cleanup runs. */
export function assertRunning() {
  if (interrupted) throw new Error('interrupted');
}

/** Registers an undo step; returns a function that forgets it (once done by hand). */
export function onCleanup(task) {
  tasks.push(task);
  return () => {
    const index = tasks.indexOf(task);
    if (index >= 0) tasks.splice(index, 1);
  };
}

export function cleanup() {
  draining ??= (async () => {
    while (tasks.length) {
      const task = tasks.pop();
      try {
        await task();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })().finally(() => (draining = null));
  return draining;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the benchmark and cleaning up`);
    cleanup().finally(() => process.exit(130));
  });
}
