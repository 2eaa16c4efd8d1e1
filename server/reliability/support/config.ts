import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Knobs of the proof suite, read once from the environment. */

/** The built server; RELIABILITY_SERVER_MAIN points the suite at another build (e.g. an older commit). */
export const SERVER_MAIN =
  process.env.RELIABILITY_SERVER_MAIN || fileURLToPath(new URL('../../dist/main.js', import.meta.url));
export const SERVER_TOOLS = SERVER_MAIN.replace(/\/main\.js$/, '/tools');

/** The Node flags production starts the server with (server/package.json start:prod), e.g. its heap limits. */
export const START_PROD_FLAGS: readonly string[] = (() => {
  const scripts = (
    JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const flags = /^node((?: --\S+)*) dist\/main\.js$/.exec(scripts['start:prod'])?.[1];
  if (flags === undefined) throw new Error(`start:prod is not "node [--flags] dist/main.js": ${scripts['start:prod']}`);
  return flags.split(' ').filter(Boolean);
})();
export const SCHEMA_FILE = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));
export const CONTROLLERS_DIR = fileURLToPath(new URL('../../src/', import.meta.url));

function positiveInteger(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(`${name} must be a positive whole number (got ${JSON.stringify(value)})`);
  return Number(value);
}

/** Fuzzer inputs per database. */
export const RUNS = positiveInteger('RELIABILITY_RUNS', 20_000);
/** One seed drives every random choice, so a failing run can be replayed. */
export const SEED = positiveInteger('RELIABILITY_SEED', 20_261_123);
export const REQUIRE_MARIADB = process.env.CI === 'true';

/** Fixed, so tokens survive a restart of the server (kill -9 proof). */
export const JWT_SECRET = 'rel-q7Vd2LxT9wKm4ZbN8cHs6yJ1pR3fG5uA';

/** Limits lifted for the fuzzer and race servers: a 429 would hide what the code behind it does. */
export const NO_RATE_LIMITS: Record<string, string> = {
  REQUESTS_PER_IP_PER_MINUTE: '1000000',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
  LOGIN_MAX_FAILURES_PER_IP: '1000000',
  REGISTRATIONS_PER_IP_PER_HOUR: '1000000',
};

export const DEMO = {
  employee: { userName: 'employee', password: 'waters-employee' },
  customer: { userName: 'customer', password: 'waters-customer' },
};

/** A password no policy refuses (long, not in any breach list, not the user name). */
export const STRONG_PASSWORD = 'Tuyo-at-Sinangag-at-Kape-2026';
