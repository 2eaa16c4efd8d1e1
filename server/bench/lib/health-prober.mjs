/**
 * Child process of bench:scale (pinned to the load core): GET /health every 100 ms, whether or not
 * the earlier probes were answered — another client of a busy server — telling the parent over
 * IPC when each probe left and when its answer ended, in ms since the epoch.
 *   node health-prober.mjs <server URL>
 */
import http from 'node:http';

const url = new URL('/health', process.argv[2]);
// Probes stuck behind a busy server each hold a connection; only a few are kept once they are answered.
const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 4 });
const now = () => performance.timeOrigin + performance.now();
let next = 0;

function probe() {
  const id = ++next;
  process.send({ type: 'sent', id, at: now() });
  const answered = (status) => process.send({ type: 'answered', id, at: now(), status });
  http
    .get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () => answered(response.statusCode));
    })
    .once('error', (error) => answered(error.code ?? error.message));
}

setInterval(probe, 100);
// IPC messages arrive in order: the reply tells the parent it has every earlier one.
process.on('message', (message) => message === 'flush' && process.send({ type: 'flushed' }));
process.on('disconnect', () => process.exit(0));
