import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLIENT = resolve(__dirname, '..', '..');
const SERVER_MAIN = resolve(CLIENT, '..', 'server', 'dist', 'main.js');
const CLIENT_DIST = join(CLIENT, 'dist');

export interface RunningServer {
  url: string;
  /** Where the server writes the mail it sends (.eml files: no SMTP server in the browser tests). */
  mailDir: string;
  /** Where its database and files are: give it to startServer to start the same shop again. */
  dataDir: string;
  /** Stops it and throws its data away. */
  stop(): Promise<void>;
  /** Stops it and keeps its data (a restart follows). */
  halt(): Promise<void>;
}

export interface ServerOptions {
  /** More settings for the server (e.g. CLOCK_START: the instant its clock starts at). */
  readonly env?: Readonly<Record<string, string>>;
  /** The data of an earlier server (a restart): its database, files and mail are kept. */
  readonly dataDir?: string;
}

/** The real server (built) serving the built client over a throwaway SQLite database. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  for (const [file, build] of [
    [SERVER_MAIN, 'npm run build --workspace server'],
    [join(CLIENT_DIST, 'index.html'), 'npm run build --workspace client'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "${build}" first (npm test does).`);
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'waters-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'waters.sqlite')}`,
      UPLOADS_DIR: join(dataDir, 'uploads'),
      PAYMENT_PROOFS_DIR: join(dataDir, 'payment-proofs'),
      MAIL_OUTBOX_DIR: join(dataDir, 'mail'),
      STAFF_EMAIL: 'staff@waters.test',
      MAIL_POLL_MS: '200',
      // Webhook endpoints may be plain http on 127.0.0.1: the browser tests' receivers (e2e/webhooks.e2e.ts).
      WEBHOOK_ALLOW_PRIVATE: 'true',
      CLIENT_DIR: CLIENT_DIST,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));

  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolveUrl(match[1]);
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server stopped: ${output}`));
    });
  });
  const halt = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url,
    mailDir: join(dataDir, 'mail'),
    dataDir,
    halt,
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
