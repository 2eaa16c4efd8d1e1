/**
 * The proof suite: real built servers (dist/main.js) on SQLite and MariaDB, one proof per spec, in
 * three groups that `npm test` runs where the machine suits them (docs/testing.md):
 * - waits: faults that take their time (a database down 20 s, Redis 30 s, an hour of mail outage,
 *   kill -9 with deliveries open); mostly asleep, they run on a track of their own beside the rest;
 * - load: proofs that drive the server as hard as they can (generated inputs, kill -9 under load,
 *   floods, races); they run beside the browser suites' end;
 * - quiet: proofs whose bound is a latency on the machine (another client's /health while a whole
 *   list of 200,000 orders streams; the shop's p99 with and without hanging webhook receivers, six
 *   seconds each; a request 100 ms after SIGTERM refused); they run alone, after everything else.
 * Run from server/: node --experimental-vm-modules ../node_modules/jest/bin/jest.js -c reliability/jest.config.js [--selectProjects waits]
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GROUPS = {
  waits: [
    'redis-outage',
    'database-outage',
    'replica-reads',
    'mail-outage',
    'storage-full',
    'graceful-stop',
    'webhooks-crash',
    'multi-instance',
  ],
  load: ['fuzzer', 'kill-under-load', 'hostile-documents', 'brute-force', 'decision-races', 'double-submit'],
  quiet: ['whole-lists', 'webhook-receivers', 'sigterm-streams'],
};

// A proof in no group would never run in `npm test`, one in two would run twice.
const specs = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
  .filter((name) => name.endsWith('.rel.spec.ts'))
  .map((name) => name.replace(/\.rel\.spec\.ts$/, ''));
const grouped = Object.values(GROUPS).flat();
const misplaced = [
  ...specs.filter((spec) => grouped.filter((name) => name === spec).length !== 1),
  ...grouped.filter((name) => !specs.includes(name)),
];
if (misplaced.length > 0)
  throw new Error(`reliability/jest.config.js: each proof belongs to exactly one group: ${misplaced.join(', ')}`);

/** server/, written out: a project's relative rootDir would be taken from the directory jest runs in. */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

const project = (displayName, names) => ({
  displayName,
  rootDir: SERVER_DIR,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: names.map((name) => `<rootDir>/reliability/${name}.rel.spec.ts`),
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/reliability/tsconfig.json' }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
});

export default {
  projects: Object.entries(GROUPS).map(([name, specs]) => project(name, specs)),
  // Servers are child processes; one file at a time keeps the figures comparable.
  maxWorkers: 1,
  // Global only: a project's own testTimeout is not applied.
  testTimeout: 120000,
  verbose: true,
};
