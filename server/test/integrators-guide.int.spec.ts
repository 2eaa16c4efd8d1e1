import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { nativeBindingEnv } from './support/built-server.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';
import { keyMadeInTheApp } from './support/trusted-calls.js';

const GUIDE = fileURLToPath(new URL('../../docs/integrators.md', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Block {
  language: 'sh' | 'js';
  /** The receiver block runs in the background while an order is placed. */
  receiver: boolean;
  code: string;
  expect: RegExp;
  line: number;
}

/** Every fenced sh/js block of the guide with the `<!-- expect: … -->` that follows it. */
function blocksOf(markdown: string): Block[] {
  const pattern = /```(sh|js)( receiver)?\n([\s\S]*?)```\s*(?:<!-- expect: (.*?) -->)?/g;
  return [...markdown.matchAll(pattern)].map((match) => {
    const line = markdown.slice(0, match.index).split('\n').length;
    if (match[4] === undefined) throw new Error(`docs/integrators.md:${line}: a code block without an expect comment`);
    return {
      language: match[1] as Block['language'],
      receiver: Boolean(match[2]),
      code: match[3],
      expect: new RegExp(match[4], 'm'),
      line,
    };
  });
}

/** Runs a block; one that serves (the receiver) is stopped once its output shows `until`. */
function run(
  block: Block,
  env: Record<string, string>,
  until?: RegExp,
  timeoutMs = 30_000,
): Promise<{ code: number | null; out: string; err: string }> {
  const [command, args] =
    block.language === 'sh'
      ? ['bash', ['--noprofile', '--norc', '-euo', 'pipefail', '-c', block.code]]
      : [process.execPath, ['--input-type=module']];
  const child = spawn(command, args, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...nativeBindingEnv(), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
    if (until?.test(out)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk));
  child.stdin.end(block.language === 'js' ? block.code : '');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) => child.on('close', (code) => (clearTimeout(timer), resolve({ code, out, err }))));
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true))).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The guide (docs/integrators.md) as an integrator follows it, against a real server with production's trusted-documents rule. */
describe('docs/integrators.md runs', () => {
  let t: TestApp;
  const env: Record<string, string> = {};
  const blocks = blocksOf(readFileSync(GUIDE, 'utf8'));

  beforeAll(async () => {
    t = await startTestApp('sqlite', { trustedDocuments: 'strict' });
    const port = await freePort();
    Object.assign(env, {
      WATERS_URL: t.url,
      WATERS_API_KEY: await keyMadeInTheApp(t, 'customer', DEMO.customer, [
        'catalogue:read',
        'orders:read',
        'orders:write',
        'profile:read',
      ]),
      WATERS_STAFF_KEY: await keyMadeInTheApp(t, 'employee', DEMO.employee, ['webhooks:manage']),
      PORT: String(port),
      RECEIVER_URL: `http://127.0.0.1:${port}/hooks`,
    });
  });
  afterAll(() => t?.close());

  it('has code blocks, each with what its output must show', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    expect(blocks.filter((b) => b.receiver)).toHaveLength(1);
  });

  it.each(blocks.map((block) => [block.line, block] as const))(
    'the block at line %i runs and shows what the guide says',
    async (_line, block) => {
      if (block.receiver) {
        const listening = run(block, env, block.expect, 20_000);
        // The receiver is up once its port answers; then an order placed with the key reaches it.
        await waitForPort(Number(env.PORT));
        const placed = await t.gql(
          'mutation { placeOrder(input: { items: [{ productId: "DRD-002", quantity: 1 }] }) { orderId } }',
          {},
          env.WATERS_API_KEY,
        );
        expect(placed.errors).toBeUndefined();
        const result = await listening;
        expect(result.out).toMatch(block.expect);
        return;
      }
      const result = await run(block, env);
      expect({ code: result.code, err: result.err }).toEqual({ code: 0, err: '' });
      expect(result.out).toMatch(block.expect);
      const secret = /"secret":"(whsec_[^"]+)"/.exec(result.out)?.[1];
      if (secret) env.WEBHOOK_SECRET = secret;
    },
  );
});
