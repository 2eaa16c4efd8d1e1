/**
 * npm start never serves a development build: the key of a build changes with its mode, its VITE_
 * variables and its inputs, and only a build started with that key (by build-if-changed.mjs, in
 * production mode) leaves a stamp that lets the next `npm start` skip building.
 * Run by `npm test` in client/ (node --test).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { BUILD_KEY_VARIABLE, buildKey, forgetStamp, readStamp, reusable, writeStamp } from './build-key.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'waters-build-key-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A client folder with one source file. */
function client(name, source = 'export const a = 1;\n') {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src', 'a.ts'), source);
  return dir;
}

const PRODUCTION = { NODE_ENV: 'production' };

test('the key changes with the mode, the VITE_ variables, the sources and any .env file, and only with them', () => {
  const dir = client('keyed');
  const key = buildKey(PRODUCTION, dir);
  assert.equal(buildKey({ ...PRODUCTION, HOME: '/elsewhere', PATH: '/bin' }, dir), key);
  assert.notEqual(buildKey({ NODE_ENV: 'development' }, dir), key);
  assert.notEqual(buildKey({}, dir), key);
  assert.notEqual(buildKey({ ...PRODUCTION, VITE_API_URL: 'https://example.test' }, dir), key);
  writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 2;\n');
  const changed = buildKey(PRODUCTION, dir);
  assert.notEqual(changed, key);
  writeFileSync(join(dir, '.env.production'), 'VITE_FLAG=1\n');
  assert.notEqual(buildKey(PRODUCTION, dir), changed);
});

test('a development build, or any build not started with the key, is built again by npm start', () => {
  const dir = client('stamped');
  const stampFile = join(dir, 'stamp.json');
  // What npm start would build: production, keyed.
  const key = buildKey(PRODUCTION, dir);

  // `NODE_ENV=development npm run build`: the build finishes and stamps itself without a key.
  writeStamp({ NODE_ENV: 'development' }, stampFile);
  assert.deepEqual(readStamp(stampFile), { key: null, nodeEnv: 'development' });
  assert.equal(reusable({ built: true, stamp: readStamp(stampFile), key }), false);

  // A plain production `npm run build` (CI's build:app) is not reused either: nothing says which inputs it had.
  writeStamp(PRODUCTION, stampFile);
  assert.equal(reusable({ built: true, stamp: readStamp(stampFile), key }), false);

  // The build npm start ran itself: reused while nothing changes.
  writeStamp({ ...PRODUCTION, [BUILD_KEY_VARIABLE]: key }, stampFile);
  assert.equal(reusable({ built: true, stamp: readStamp(stampFile), key }), true);
  assert.equal(reusable({ built: false, stamp: readStamp(stampFile), key }), false);

  // A development build begun over it forgets the stamp first, whether or not it finishes.
  forgetStamp(stampFile);
  assert.equal(readStamp(stampFile), null);
  assert.equal(reusable({ built: true, stamp: readStamp(stampFile), key }), false);
});
