import { expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { login } from './support/clients.js';
import { DEMO, START_PROD_FLAGS } from './support/config.js';
import { type Driver } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { table } from './support/report.js';
import { runTool } from './support/server-process.js';
import { suiteServer } from './support/suite-server.js';

/**
 * Proof 9: the old client's whole activity log of 200,000 decided orders is streamed, not built:
 * the server, run with production's heap limits, grows by a bounded amount while it answers, and
 * another client asking GET /health every 50 ms is answered within 100 ms throughout. The orders
 * are made by the server's own bulk seeding tool (seed:history), then counted by its figures tool.
 */

const DECIDED = 200_000;
const PENDING = 2_000;
const HEALTH_EVERY_MS = 50;
const HEALTH_WITHIN_MS = 100;
const GROWTH_WITHIN_MIB = 150;
const ORDER_START = Buffer.from('{"orderId":');

/** Resident memory of a process, MiB. */
const rssMib = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * Asks GET /health every `everyMs` from a thread of its own (so that this thread's reading of the
 * big answer does not delay the asking) and reports each answer's latency when stopped.
 */
function healthProber(base: string, everyMs: number): { stop(): Promise<number[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const latencies = [];
     let stopping = false;
     parentPort.on('message', () => (stopping = true));
     (async () => {
       while (!stopping) {
         const started = performance.now();
         const answer = await fetch(workerData.base + '/health');
         await answer.arrayBuffer();
         latencies.push(answer.ok ? performance.now() - started : Infinity);
         await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
       }
       parentPort.postMessage(latencies);
     })();`,
    { eval: true, workerData: { base, everyMs } },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (latencies: number[]) => resolve(latencies));
        worker.postMessage('stop');
      }),
  };
}

function wholeLists(driver: Driver) {
  const rig = suiteServer(driver, { nodeFlags: START_PROD_FLAGS }, async ({ database }) => {
    await runTool(database, 'seed-history', ['--orders', String(DECIDED + PENDING), '--pending', String(PENDING), '--customers', '2000']);
    await runTool(database, 'rebuild-order-figures');
  });

  it(`streams the whole activity log of ${DECIDED.toLocaleString('en-US')} orders within ${GROWTH_WITHIN_MIB} MiB, /health answered within ${HEALTH_WITHIN_MS} ms meanwhile`, async () => {
    const { url, pid } = rig.server;
    const employee = await login(url, 'Employee', DEMO.employee.userName, DEMO.employee.password);
    const before = rssMib(pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMib(pid!))), 20);
    const prober = healthProber(url, HEALTH_EVERY_MS);
    const started = performance.now();

    const answer = await fetch(`${url}/api/Product/orderActivityLog?employeeId=${employee.id}`, { headers: { authorization: `Bearer ${employee.token}` } });
    let bytes = 0;
    let orders = 0;
    let first = -1;
    let last = -1;
    // Orders counted by where each begins, a chunk at a time. The carry (the last bytes, too short to
    // hold a whole marker) starts the next chunk, so a marker split between chunks is counted once.
    let carry = Buffer.alloc(0);
    for await (const chunk of answer.body!) {
      const data = Buffer.concat([carry, chunk as Uint8Array]);
      if (first < 0) first = data[0];
      last = data[data.length - 1];
      for (let at = data.indexOf(ORDER_START); at >= 0; at = data.indexOf(ORDER_START, at + 1)) orders++;
      carry = data.subarray(Math.max(0, data.length - ORDER_START.length + 1));
      bytes += (chunk as Uint8Array).length;
    }
    const seconds = (performance.now() - started) / 1000;
    const latencies = await prober.stop();
    clearInterval(sampler);

    const worst = Math.max(...latencies);
    const sorted = [...latencies].sort((a, b) => a - b);
    table(`The legacy whole activity log, streamed [${driver}]`, [
      ['orders answered', orders],
      ['answer', `${(bytes / 1024 / 1024).toFixed(1)} MiB in ${seconds.toFixed(1)} s`],
      ['server RSS', `${before.toFixed(0)} → ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)})`],
      ['/health answers meanwhile', latencies.length],
      ['/health p50 / p99 / worst', `${sorted[Math.floor(sorted.length / 2)].toFixed(1)} / ${sorted[Math.floor(sorted.length * 0.99)].toFixed(1)} / ${worst.toFixed(1)} ms`],
    ]);
    expect(answer.status).toBe(200);
    expect([String.fromCharCode(first), String.fromCharCode(last), orders]).toEqual(['[', ']', DECIDED]);
    expect(latencies.length).toBeGreaterThan(10);
    expect(worst).toBeLessThan(HEALTH_WITHIN_MS);
    expect(peak - before).toBeLessThan(GROWTH_WITHIN_MIB);
  }, 300_000);
}

eachDatabase('legacy whole lists at scale', wholeLists);
