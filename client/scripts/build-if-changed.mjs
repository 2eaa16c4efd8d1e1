/**
 * npm run build:changed (npm start): the client as production serves it, built unless the last build
 * was this one — the same inputs, in production mode, started from here (scripts/lib/build-key.mjs).
 * A build made any other way (another mode, other VITE_ variables, a plain `npm run build`) is built
 * again, so a development build is never what `npm start` serves.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_KEY_VARIABLE, buildKey, readStamp, reusable } from './lib/build-key.mjs';

const CLIENT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** What production serves is a production build, whatever mode the caller's shell is in. */
const env = { ...process.env, NODE_ENV: 'production' };
const key = buildKey(env);

if (reusable({ built: existsSync(join(CLIENT, 'dist', 'index.html')), stamp: readStamp(), key })) {
  console.log('client: up to date (no input changed since the last production build)');
} else {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: CLIENT,
    stdio: 'inherit',
    env: { ...env, [BUILD_KEY_VARIABLE]: key },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
