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
  stop(): Promise<void>;
}

/** The real server (built) serving the built client over a throwaway SQLite database. */
export async function startServer(): Promise<RunningServer> {
  for (const [file, build] of [
    [SERVER_MAIN, 'npm run build --workspace server'],
    [join(CLIENT_DIST, 'index.html'), 'npm run build --workspace client'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "${build}" first (npm test does).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'waters-e2e-'));
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
  return {
    url,
    mailDir: join(dataDir, 'mail'),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
