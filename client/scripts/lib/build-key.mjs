/**
 * What makes a client build reusable by `npm start` (scripts/build-if-changed.mjs): a key of
 * everything that changes the build's output — the inputs' contents, the mode the build runs in
 * (NODE_ENV: React's development build is another program), the VITE_ variables Vite puts into the
 * code and any .env file it reads — and a stamp every build leaves (scripts/finish-build.mjs).
 *
 * Only a build started by build-if-changed carries its key into the stamp; any other build (a
 * `npm run build` with NODE_ENV=development in the environment, say) leaves a stamp without one,
 * so the next `npm start` builds again instead of serving it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPO = resolve(CLIENT, '..');
/** Outside dist/ (which is served); written at the end of every build. */
export const BUILD_STAMP = join(CLIENT, 'node_modules', '.cache', 'waters-client-build.json');
/** The environment variable a keyed build passes its key to finish-build.mjs in. */
export const BUILD_KEY_VARIABLE = 'WATERS_CLIENT_BUILD_KEY';

const INPUTS = [
  'src',
  'public',
  'media',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
  '../package-lock.json',
  '../schema.graphql',
  '../packages/domain/src',
];
/** Written by the build itself (the media step), so not an input. */
const OUTPUTS = ['public/images', 'src/generated'];

function* files(path) {
  if (!existsSync(path)) return;
  if (OUTPUTS.some((out) => path === join(CLIENT, out))) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else {
    yield path;
  }
}

/** The environment as it shapes a build: its mode and every VITE_ variable, sorted. */
export function buildEnvironment(env) {
  return [
    `NODE_ENV=${env.NODE_ENV ?? ''}`,
    ...Object.keys(env)
      .filter((name) => name.startsWith('VITE_'))
      .sort()
      .map((name) => `${name}=${env[name]}`),
  ];
}

/** The key of a build of the current inputs in `env` (the environment the build will run with). */
export function buildKey(env, client = CLIENT) {
  const hash = createHash('sha256');
  const envFiles = readdirSync(client)
    .filter((name) => /^\.env(\..+)?$/.test(name))
    .sort();
  for (const input of [...INPUTS, ...envFiles]) {
    for (const file of files(join(client, input))) {
      hash.update(relative(REPO, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const line of buildEnvironment(env)) hash.update(line).update('\0');
  return hash.digest('hex');
}

/** The stamp of the last build, or null. */
export function readStamp(path = BUILD_STAMP) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Left by every build when it finished: its key if it was given one, and the mode it ran in. */
export function writeStamp(env, path = BUILD_STAMP) {
  mkdirSync(dirname(path), { recursive: true });
  const stamp = { key: env[BUILD_KEY_VARIABLE] ?? null, nodeEnv: env.NODE_ENV ?? null };
  writeFileSync(path, `${JSON.stringify(stamp)}\n`);
  return stamp;
}

/** Whether the built client can be served as it is: built, and by a build of this very key. */
export function reusable({ built, stamp, key }) {
  return built && stamp !== null && typeof stamp.key === 'string' && stamp.key === key;
}

/** Forgets the last build's stamp: a build has begun, so dist/ is no longer what the stamp says. */
export function forgetStamp(path = BUILD_STAMP) {
  rmSync(path, { force: true });
}
