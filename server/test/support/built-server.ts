import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built server (npm test builds it first), started as `npm start` starts it. */
export const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface Started {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

/** The better-sqlite3 build the tests themselves load (another runtime's, as scripts/node24.sh builds), passed on to what they start. */
export const nativeBindingEnv = (): Record<string, string> =>
  process.env.SQLITE_NATIVE_BINDING ? { SQLITE_NATIVE_BINDING: process.env.SQLITE_NATIVE_BINDING } : {};

/** Runs a built script with only PATH and the given environment (and the SQLite build in use), collecting what it prints. */
export function run(env: Record<string, string>, script = MAIN, args: string[] = []): Started {
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...nativeBindingEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** The address the server prints once it listens, read as its output arrives; rejects when it exits first. */
export function listeningUrl(server: Started, line = /listening on (http:\/\/[^\s"]+)/): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = line.exec(server.output().stdout);
      if (match) resolve(match[1]);
    };
    server.child.stdout!.on('data', check);
    check();
    void server.exited.then((code) =>
      reject(new Error(`server exited with ${code}: ${server.output().stderr}${server.output().stdout}`)),
    );
  });
}
