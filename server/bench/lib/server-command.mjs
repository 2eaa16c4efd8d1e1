/**
 * How the server is started in production: `node <flags> dist/main.js`, as server/package.json's
 * start:prod script says (the root start script, the Dockerfile and the benches use the same
 * flags; test/deployment.spec.ts checks they agree). Benches measure the server as it is run.
 */
import { readFileSync } from 'node:fs';

const PACKAGE = new URL('../../package.json', import.meta.url);

/**
 * The Node flags of start:prod, e.g. ['--max-semi-space-size=64'].
 * @param {string | URL} packageFile the server's package.json (another checkout's, for its build)
 */
export function serverNodeFlags(packageFile = PACKAGE) {
  const script = JSON.parse(readFileSync(packageFile, 'utf8')).scripts['start:prod'];
  const match = /^node((?: --\S+)*) dist\/main\.js$/.exec(script);
  if (!match) throw new Error(`start:prod is not "node [--flags] dist/main.js": ${script}`);
  return match[1].split(' ').filter(Boolean);
}
