/** One measured case: warm-up, wait for the server to settle, measured run with CPU sampled around it. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { assertRunning, onCleanup } from './cleanup.mjs';
import { cpuMicros, waitIdle } from './cpu.mjs';
import { pinned, stopChild } from './processes.mjs';

const WORKER = fileURLToPath(new URL('./load-worker.mjs', import.meta.url));

/**
 * @param {{ url: string, method?: string, headers?: Record<string,string>, body?: string, graphql?: boolean, requests?: { path: string, method?: string, headers?: Record<string,string>, body?: string }[] }} request
 *   with `requests`, each connection sends those in turn (a screen's requests, one after another) to `url`'s host
 * @param {{ pid: number, dbPid?: number | null, connections: number, warmupSeconds: number, seconds: number, amount?: number, timeoutSeconds: number }} setup
 *   with `amount`, that many requests instead of `seconds`
 */
export async function measure(request, setup) {
  assertRunning();
  const [command, args] = pinned(1, process.execPath, [WORKER]);
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const forget = onCleanup(() => stopChild(child));
  const inbox = [];
  let waiting = null;
  let failure = null;
  child.on('message', (message) => (waiting ? (waiting.resolve(message), (waiting = null)) : inbox.push(message)));
  child.once('exit', (code) => {
    failure = new Error(`load generator exited (${code})`);
    waiting?.reject(failure);
  });
  const next = async (type) => {
    let message = inbox.shift();
    if (!message) {
      if (failure) throw failure;
      message = await new Promise((resolve, reject) => (waiting = { resolve, reject }));
    }
    if (message.type !== type) throw new Error(`load generator said ${message.type}, expected ${type}`);
    return message;
  };
  try {
    child.send({
      url: request.url,
      method: request.method ?? 'GET',
      headers: request.headers ?? {},
      body: request.body,
      requests: request.requests,
      graphql: request.graphql ?? false,
      connections: setup.connections,
      warmupSeconds: setup.warmupSeconds,
      seconds: setup.seconds,
      amount: setup.amount,
      timeoutSeconds: setup.timeoutSeconds,
    });
    await next('warmed');
    const settledMs = await waitIdle(setup.pid);
    const before = cpuMicros(setup.pid);
    const dbBefore = setup.dbPid ? cpuMicros(setup.dbPid) : null;
    child.send({ type: 'go' });
    const { result } = await next('done');
    const cpu = cpuMicros(setup.pid) - before;
    const dbCpu = setup.dbPid ? cpuMicros(setup.dbPid) - dbBefore : null;
    const answered = result.answered;
    return {
      ...result,
      settledMs,
      reqPerSecond: answered / result.duration,
      cpuPerRequest: answered ? cpu / answered : null,
      dbCpuPerRequest: dbCpu !== null && answered ? dbCpu / answered : null,
    };
  } finally {
    await stopChild(child);
    forget();
  }
}
