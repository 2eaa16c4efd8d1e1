/**
 * A V8 CPU profile (node --cpu-prof's .cpuprofile) summed up: where the busy time went, by place
 * (a package, a file of the server's build, Node's internals, the garbage collector), by function
 * (self time), and for the server's own functions their total time with what they call.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const IDLE = new Set(['(idle)', '(root)']);

/**
 * The place a frame belongs to (an npm package, a file of the build under `root`, Node.js, or V8's
 * own) and its file (within its package, or under `root`).
 */
function placeOf(url, functionName, root) {
  if (!url) {
    const place = functionName.startsWith('(') ? functionName : '(native)';
    return { place, file: '' };
  }
  if (url.startsWith('node:')) return { place: 'Node.js internals', file: url };
  let path = url;
  try {
    if (url.startsWith('file:')) path = fileURLToPath(url);
  } catch {
    // Not a file URL: as it is.
  }
  const packageAt = path.lastIndexOf('/node_modules/');
  if (packageAt >= 0) {
    const file = path.slice(packageAt + '/node_modules/'.length);
    const [first, second] = file.split('/');
    return { place: first.startsWith('@') ? `${first}/${second}` : first, file };
  }
  const file = relative(root, path);
  return { place: file, file };
}

const isApplication = (place) => place.startsWith('dist/') || place.includes('packages/domain');

/**
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }[], startTime: number, samples: number[], timeDeltas: number[] }} profile
 * @param {{ root: string, from?: number, to?: number }} options root: the server directory (places of its build are
 *   named from there); from, to: only the samples taken between these instants (µs of the monotonic clock, as
 *   process.hrtime.bigint() / 1000n in any process of this machine; the profile's own times are on that clock)
 * @returns {{ sampledMicros: number, busyMicros: number, places: { name: string, micros: number }[], functions: { name: string, micros: number }[], appFunctions: { name: string, micros: number }[] }}
 *   self time by place and by function; for the server's own functions, their total time with what they call
 *   synchronously (time after an await is counted where it resumes)
 */
export function summarizeCpuProfile(profile, { root, from = -Infinity, to = Infinity }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frame = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const { place, file } = placeOf(url, functionName, root);
    const name = `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
    frame.set(node.id, { place, name, application: isApplication(place) });
  }
  const self = { places: new Map(), functions: new Map() };
  const total = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  let sampled = 0;
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const micros = Math.max(0, profile.timeDeltas[i] ?? 0);
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    sampled += micros;
    const leaf = frame.get(id);
    if (IDLE.has(byId.get(id).callFrame.functionName)) return;
    busy += micros;
    add(self.places, leaf.place, micros);
    add(self.functions, leaf.name, micros);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const { name, application } = frame.get(node);
      if (application && !seen.has(name)) {
        seen.add(name);
        add(total, name, micros);
      }
    }
  });
  const ranked = (map) => [...map].map(([name, micros]) => ({ name, micros })).sort((a, b) => b.micros - a.micros);
  return {
    sampledMicros: sampled,
    busyMicros: busy,
    places: ranked(self.places),
    functions: ranked(self.functions),
    appFunctions: ranked(total),
  };
}
