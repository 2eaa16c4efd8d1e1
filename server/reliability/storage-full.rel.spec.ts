import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { gql, login, registerCustomer, send, type Account, type Answer } from './support/clients.js';
import { DEMO, NO_RATE_LIMITS, REQUIRE_MARIADB } from './support/config.js';
import { createDatabase, type RelDatabase } from './support/databases.js';
import { line, table } from './support/report.js';
import { ServerProcess } from './support/server-process.js';

/**
 * Proof 14: the volume of uploads and payment proofs full. The server keeps proofs and product
 * pictures on a 2 MiB tmpfs of the test's own, filled to its last few kilobytes. It proves:
 * - a customer's proof of payment and an employee's product picture are refused with 507,
 *   `code: INSUFFICIENT_STORAGE` and Retry-After, never a 500;
 * - nothing half-written remains on the volume (no `.part` file, no picture without its variants);
 * - the order is unchanged (still UNPAID, no proof to read);
 * - once there is room again, the same uploads are stored and the order moves to PROOF_SENT.
 * The database is SQLite on the ordinary disk: the fault is the volume, whichever database.
 * Mounting needs root (CAP_SYS_ADMIN): elsewhere the proof is skipped with a notice (CI=true: fails).
 */

const VOLUME_BYTES = 2 * 1024 * 1024;
/** Left free: less than any stored picture, more than the file system's own needs. */
const LEFT_FREE_BYTES = 8 * 1024;

function mountTmpfs(): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'waters-full-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${VOLUME_BYTES}`, 'tmpfs', dir], { encoding: 'utf8' });
  if (mounted.status === 0) return dir;
  rmSync(dir, { recursive: true, force: true });
  process.stderr.write(`mount -t tmpfs failed (${(mounted.stderr || mounted.error?.message || '').trim()})\n`);
  return null;
}

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

/** A photo-like picture (noise: it does not compress), so the stored WebP is tens of kilobytes. */
const photo = (seed: number) => {
  const width = 480;
  const height = 360;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) pixels[i] = (state = (state * 1_103_515_245 + 12_345) >>> 0) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
};

const VOLUME = mountTmpfs();
const describeMounted = VOLUME || REQUIRE_MARIADB ? describe : describe.skip;

describeMounted('the uploads volume full [sqlite]', () => {
  let database: RelDatabase;
  let server: ServerProcess;
  const proofsDir = join(VOLUME ?? '/nonexistent', 'proofs');
  const uploadsDir = join(VOLUME ?? '/nonexistent', 'uploads');
  const filler = join(VOLUME ?? '/nonexistent', 'filler');

  beforeAll(async () => {
    if (!VOLUME) throw new Error('Could not mount a tmpfs (the proof needs root: CI=true requires it)');
    mkdirSync(proofsDir);
    mkdirSync(uploadsDir);
    database = await createDatabase('sqlite');
    server = await ServerProcess.start({
      database,
      env: { ...NO_RATE_LIMITS, PAYMENT_PROOFS_DIR: proofsDir, UPLOADS_DIR: uploadsDir },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (VOLUME) {
      spawnSync('umount', ['-l', VOLUME]);
      rmSync(VOLUME, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a proof of payment and a product picture with 507, leaves nothing half-written and the order unchanged; stores both once there is room', async () => {
    const base = server.url;
    const employee = await login(base, 'Employee', DEMO.employee.userName, DEMO.employee.password);
    const customer: Account = await registerCustomer(base, 'full');
    const account = await gql(
      base,
      'mutation($i: PaymentAccountInput!) { setPaymentAccount(input: $i) { method } }',
      { i: { method: 'GCASH', accountName: 'WATERS Foods', accountNumber: '0917 123 4567' } },
      employee.token,
    );
    expect(account.json?.data?.setPaymentAccount?.method).toBe('GCASH');
    const placed = await gql(
      base,
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }',
      { i: { items: [{ productId: 'DRD-002', quantity: 1 }], paymentMethod: 'GCASH' } },
      customer.token,
    );
    const orderId = Number(placed.json?.data?.placeOrder?.orderId);
    expect(orderId).toBeGreaterThan(0);
    const paymentOf = async () =>
      (
        await gql(
          base,
          'query($id: Int!) { myOrder(orderId: $id) { paymentStatus paymentProofVersion } }',
          { id: orderId },
          customer.token,
        )
      ).json?.data?.myOrder;
    const before = await paymentOf();
    expect(before).toEqual({ paymentStatus: 'UNPAID', paymentProofVersion: null });

    const uploadProof = async (bytes: Buffer) =>
      send(`${base}/api/orders/${orderId}/payment-proof`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'image/jpeg' },
        body: bytes,
      });
    const uploadPicture = async (bytes: Buffer) =>
      send(`${base}/api/uploads/product-images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${employee.token}`, 'content-type': 'image/jpeg' },
        body: bytes,
      });

    // Filled to its last few kilobytes.
    const free = () => {
      const stats = statfsSync(VOLUME!);
      return stats.bavail * stats.bsize;
    };
    writeFileSync(filler, Buffer.alloc(Math.max(0, free() - LEFT_FREE_BYTES)));
    const freeWhenFull = free();
    const receipt = await photo(1);
    const picture = await photo(2);

    const refusedProof = await uploadProof(receipt);
    const refusedPicture = await uploadPicture(picture);
    const leftAfterRefusals = filesUnder(VOLUME!).filter((name) => name !== 'filler');
    const during = await paymentOf();
    const proofRead = await send(`${base}/api/orders/${orderId}/payment-proof`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });

    rmSync(filler);
    const storedProof = await uploadProof(receipt);
    const storedPicture = await uploadPicture(picture);
    const after = await paymentOf();
    const storedFiles = filesUnder(VOLUME!);

    const shape = (answer: Answer) => ({
      status: answer.status,
      code: answer.json?.code,
      message: answer.json?.message,
      retryAfter: answer.headers.get('retry-after'),
    });
    table('The uploads volume full [sqlite]', [
      ['volume / free when full', `${VOLUME_BYTES / 1024} KiB / ${Math.round(freeWhenFull / 1024)} KiB`],
      ['proof of payment', `${refusedProof.status} ${refusedProof.json?.code ?? refusedProof.text.slice(0, 80)}`],
      ['product picture', `${refusedPicture.status} ${refusedPicture.json?.code ?? refusedPicture.text.slice(0, 80)}`],
      ['files left by the refused uploads', leftAfterRefusals.length],
      ['order meanwhile', `${during?.paymentStatus}, proof ${proofRead.status === 404 ? 'none' : proofRead.status}`],
      [
        'with room again',
        `proof ${storedProof.status}, picture ${storedPicture.status}, order ${after?.paymentStatus}`,
      ],
      ['files stored then', storedFiles.length],
    ]);
    line(`refused with: ${refusedProof.json?.message}`);

    const refusal = {
      status: 507,
      code: 'INSUFFICIENT_STORAGE',
      message: 'The shop cannot store files right now. Please try again later.',
      retryAfter: '300',
    };
    expect(shape(refusedProof)).toEqual(refusal);
    expect(shape(refusedPicture)).toEqual(refusal);
    expect(leftAfterRefusals).toEqual([]);
    expect(during).toEqual(before);
    expect(proofRead.status).toBe(404);
    expect(server.loggedErrors.filter((message) => !message.includes('volume is full'))).toEqual([]);

    expect(storedProof.status).toBe(200);
    expect(storedPicture.status).toBe(201);
    expect(after?.paymentStatus).toBe('PROOF_SENT');
    expect(storedFiles.filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(storedFiles.filter((name) => name.startsWith('proofs/'))).toHaveLength(1);
    expect(storedFiles.filter((name) => name.startsWith('uploads/products/')).length).toBeGreaterThan(1);
  }, 120_000);
});
