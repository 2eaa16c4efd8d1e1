/** The parent side of health-prober.mjs: how long another client's GET /health waited while a call ran. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.mjs';
import { pinned, stopChild } from './processes.mjs';

const PROBER = fileURLToPath(new URL('./health-prober.mjs', import.meta.url));

/** Starts probing `baseUrl` from its own process on core 1. */
export function watchHealth(baseUrl) {
  const [command, args] = pinned(1, process.execPath, [PROBER, baseUrl]);
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const forget = onCleanup(() => stopChild(child));
  /** id → { sent, answered } in ms since the epoch (answered null while waiting). */
  const probes = new Map();
  let flushed = null;
  child.on('message', (message) => {
    if (message.type === 'sent') probes.set(message.id, { sent: message.at, answered: null });
    else if (message.type === 'flushed') flushed?.();
    else if (probes.has(message.id)) probes.get(message.id).answered = message.at;
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    /**
     * The longest wait of the probes sent between `from` and `to` (ms since the epoch); a probe
     * still unanswered at `to` counts as waiting until then. Forgets the probes sent before `from`.
     */
    async worstWait(from, to) {
      if (alive()) await new Promise((resolve) => ((flushed = resolve), child.send('flush')));
      let worst = 0;
      for (const [id, { sent, answered }] of probes) {
        if (sent < from) probes.delete(id);
        else if (sent <= to) worst = Math.max(worst, Math.min(answered ?? to, to) - sent);
      }
      return worst;
    },
    async stop() {
      forget();
      await stopChild(child);
    },
  };
}
