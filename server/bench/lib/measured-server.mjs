/**
 * The server bench:scale measures: started pinned to core 0 under the memory limit, a /health
 * prober watching it; started again when a call killed it.
 */
import { watchHealth } from './health-watch.mjs';
import { startPinned } from './processes.mjs';

/**
 * @param {{ main: string, nodeFlags: string[], env: Record<string, string>, logFile: string, limit: ReturnType<import('./memory-limit.mjs').memoryLimit> }} options
 */
export function measuredServer({ main, nodeFlags, env, logFile, limit }) {
  let current = null;
  let starts = 0;

  async function start() {
    starts++;
    const app = await startPinned({
      name: 'WATERS server',
      nodeFlags,
      script: main,
      env,
      logFile,
      ready: /WATERS is listening on (http:\/\/\S+)/,
      wrap: limit.wrap,
    });
    const health = watchHealth(app.url);
    const exited = new Promise((resolve) =>
      app.child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
    );
    return {
      url: app.url,
      pid: app.pid,
      health,
      /** How the process ended ('SIGKILL', 'exit code 1'), or null if it is still running after `graceMs`. */
      ended: (graceMs = 0) =>
        Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), graceMs))]),
      /** The last 8 KB it wrote to stderr: why it ended. */
      stderr: app.stderr,
      stop: async () => {
        await health.stop();
        await app.stop();
      },
    };
  }

  return {
    /** The running server, started (again) when there is none. */
    async running() {
      if (current && (await current.ended()) === null) return current;
      await current?.stop();
      current = await start();
      return current;
    },
    /** A fresh server, for going on after a call that left it busy (a timeout). */
    async restart() {
      await current?.stop();
      current = await start();
      return current;
    },
    async stop() {
      await current?.stop();
      current = null;
    },
    /** How many times a server was started (1 when no call killed or stuck it). */
    starts: () => starts,
  };
}
