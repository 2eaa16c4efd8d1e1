/** Child processes pinned to one core, started until they announce their address, stopped for sure. */
import { spawn, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { assertRunning, onCleanup } from './cleanup.mjs';

/** Pinning needs taskset and a second core for the load generator. */
export const pinning = (() => {
  if (availableParallelism() < 2)
    return { enabled: false, reason: 'only one core: server and load generator share it, unpinned' };
  const probe = spawnSync('taskset', ['-c', '1', 'true']);
  if (probe.error || probe.status !== 0)
    return { enabled: false, reason: 'taskset is missing: server and load generator run unpinned' };
  return { enabled: true, reason: 'servers pinned to core 0, load generator to core 1 (taskset)' };
})();

/** [command, args] running `command args` on `core` when pinning is possible (taskset execs, so the pid stays the program's). */
export function pinned(core, command, args) {
  return pinning.enabled ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** Moves this process (the orchestrator) off the server's core so its own work does not land there. */
export function pinSelf(core) {
  if (pinning.enabled) spawnSync('taskset', ['-a', '-p', '-c', String(core), String(process.pid)], { stdio: 'ignore' });
}

export async function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts a node script (with `nodeFlags` before it) on `core` and waits until its stdout matches `ready` (a RegExp whose
 * first group is the URL). Its stderr is kept (last 8 KB) to explain a failure. `wrap` turns the command into one that
 * runs it some other way (e.g. in a cgroup) and execs it, so the pid stays the script's.
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, pid: number, url: string, stop: () => Promise<void>, stderr: () => string }>}
 */
export async function startPinned({
  name,
  core = 0,
  nodeFlags = [],
  script,
  args = [],
  env,
  ready,
  logFile = null,
  timeoutMs = 120_000,
  wrap = (...command) => command,
}) {
  assertRunning();
  const [command, argv] = wrap(...pinned(core, process.execPath, [...nodeFlags, script, ...args]));
  // With logFile, stdout goes to that file: nobody on the load generator's core reads the server's log as it runs.
  const logFd = logFile ? openSync(logFile, 'w') : null;
  const child = spawn(command, argv, { env, stdio: ['ignore', logFd ?? 'pipe', 'pipe'] });
  if (logFd !== null) closeSync(logFd);
  let out = '';
  let err = '';
  const stdout = logFile ? fileLines(logFile) : child.stdout;
  stdout.on('data', (chunk) => (out = (out + chunk).slice(-8192)));
  child.stderr.on('data', (chunk) => (err = (err + chunk).slice(-8192)));
  let stopping = false;
  const forget = onCleanup(() => ((stopping = true), stopChild(child)));
  const stop = async () => {
    stopping = true;
    await stopChild(child);
    forget();
  };
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      stdout.on('data', () => {
        const match = ready.exec(out);
        if (match) resolve((clearTimeout(timer), stdout.stop?.(), match[1]));
      });
      child.once('error', (error) => reject((clearTimeout(timer), error)));
      child.once('exit', (code, signal) =>
        reject(
          (clearTimeout(timer), new Error(`${name} exited (${code ?? signal}) before it was ready:\n${err.trim()}`)),
        ),
      );
    });
    child.once('exit', (code, signal) => {
      if (!stopping) console.error(`${name} stopped unexpectedly (${code ?? signal}):\n${err.trim()}`);
    });
    return { child, pid: child.pid, url, stop, stderr: () => err };
  } catch (error) {
    stdout.stop?.();
    await stop();
    throw error;
  }
}

/** What is written to a file, as 'data' events (polled until stop()), for waiting on a line in it. */
function fileLines(path) {
  const events = new EventEmitter();
  let read = 0;
  const timer = setInterval(() => {
    const text = readFileSync(path);
    if (text.length > read) events.emit('data', text.subarray(read).toString('utf8'));
    read = text.length;
  }, 50);
  events.stop = () => clearInterval(timer);
  return events;
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.trim()}`)),
    );
  });
}

/** Runs a command to completion, its output shown on stderr as it goes (a long tool reporting progress). */
export function runShowingOutput(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 2, 2] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`)),
    );
  });
}
