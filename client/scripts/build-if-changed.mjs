/**
 * npm run build:changed: the client build, skipped when nothing it reads has changed since the
 * last successful build (so a second `npm start` goes straight to the server).
 *
 * The inputs are hashed by content: sources, public files, media, build scripts and configs,
 * the lock file and the GraphQL schema. The hash is kept (outside dist/, which is served) after
 * a build that finished; a missing or different hash, or a missing dist/index.html, means build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPO = resolve(CLIENT, '..');
const STAMP = join(CLIENT, 'node_modules', '.cache', 'waters-client-build-inputs');
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

function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(CLIENT, input))) {
      hash.update(relative(REPO, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const before = inputsHash();
const built =
  existsSync(join(CLIENT, 'dist', 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === before;
if (built) {
  console.log('client: up to date (no input changed since the last build)');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: CLIENT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, before);
}
