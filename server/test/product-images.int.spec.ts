import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ProductImageStore } from '../src/modules/products/uploads/product-image-store.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const ROUTE = '/api/uploads/product-images';
const MB = 1024 * 1024;

/** A 1200 × 900 picture with some detail, in the format asked for. */
async function picture(format: 'jpeg' | 'png' | 'webp', hue = 0): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x + hue) % 256;
    pixels[i + 1] = Math.floor(i / 3 / width) % 256;
    pixels[i + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

eachDatabase('product image uploads', (driver) => {
  let t: TestApp;
  let uploadsDir: string;
  let employee: string;
  let customer: string;

  const upload = (
    body: Buffer | string,
    contentType: string,
    headers: Record<string, string> = {},
    token: string | null = employee,
  ) =>
    fetch(`${t.url}${ROUTE}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body,
    });

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'waters-uploads-'));
    t = await startTestApp(driver, { uploadsDir });
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = (await t.newCustomer('uploader')).token;
  });
  afterAll(async () => {
    await t?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'turns a %s into AVIF and WebP variants and serves them for a year',
    async (format) => {
      const response = await upload(await picture(format, format.length * 40), `image/${format}`);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { url: string; width: number; height: number; widths: number[] };
      expect(body).toEqual({
        url: expect.stringMatching(/^\/uploads\/products\/[0-9a-f]{24}\.webp$/),
        width: 1200,
        height: 900,
        widths: [480, 960],
      });

      const served = await fetch(`${t.url}${body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

      const small = await fetch(`${t.url}${body.url.replace('.webp', '-480.avif')}`);
      expect(small.status).toBe(200);
      expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
        format: 'heif',
        width: 480,
        height: 360,
      });
      const hash = /([0-9a-f]{24})/.exec(body.url)![1];
      const files = (await readdir(join(uploadsDir, 'products'))).filter((name) => name.startsWith(hash));
      expect(files.sort()).toEqual([
        `${hash}-480.avif`,
        `${hash}-480.webp`,
        `${hash}-960.avif`,
        `${hash}-960.webp`,
        `${hash}.avif`,
        `${hash}.webp`,
      ]);
    },
  );

  it('gives a picture narrower than a width that width’s files too: the full-size ones, never enlarged', async () => {
    const narrow = await sharp(await picture('png', 3))
      .resize({ width: 400 })
      .png()
      .toBuffer();
    const body = (await (await upload(narrow, 'image/png')).json()) as { url: string; width: number; widths: number[] };
    expect(body).toMatchObject({ width: 400, widths: [] });
    const hash = /([0-9a-f]{24})/.exec(body.url)![1]!;
    const file = (name: string) => readFile(join(uploadsDir, 'products', name));
    for (const width of [480, 960]) {
      expect(await file(`${hash}-${width}.webp`)).toEqual(await file(`${hash}.webp`));
      expect(await file(`${hash}-${width}.avif`)).toEqual(await file(`${hash}.avif`));
      const served = await fetch(`${t.url}/uploads/products/${hash}-${width}.avif`);
      expect(served.status).toBe(200);
    }
  });

  it('writes the width files a picture uploaded before them lacks, once', async () => {
    const bytes = await sharp(await picture('jpeg', 11))
      .resize({ width: 300 })
      .jpeg()
      .toBuffer();
    const { url } = (await (await upload(bytes, 'image/jpeg')).json()) as { url: string };
    const hash = /([0-9a-f]{24})/.exec(url)![1]!;
    const dir = join(uploadsDir, 'products');
    // As an older version kept it: the full-size files only.
    for (const name of [`${hash}-480.webp`, `${hash}-480.avif`, `${hash}-960.webp`, `${hash}-960.avif`])
      await rm(join(dir, name));
    await copyFile(join(dir, `${hash}.webp`), join(dir, `${hash}.copy-check`));
    const store = t.app.get(ProductImageStore);
    expect(await store.fillMissingWidths()).toBe(4);
    expect((await readdir(dir)).filter((name) => name.startsWith(`${hash}-`)).sort()).toEqual([
      `${hash}-480.avif`,
      `${hash}-480.webp`,
      `${hash}-960.avif`,
      `${hash}-960.webp`,
    ]);
    expect(await readFile(join(dir, `${hash}-960.webp`))).toEqual(await readFile(join(dir, `${hash}.copy-check`)));
    expect(await store.fillMissingWidths()).toBe(0);
    await rm(join(dir, `${hash}.copy-check`));
  });

  it('takes the uploaded address as a product image, and the same picture twice is the same file', async () => {
    const bytes = await picture('jpeg', 7);
    const first = (await (await upload(bytes, 'image/jpeg')).json()) as { url: string };
    const again = (await (await upload(bytes, 'application/octet-stream')).json()) as { url: string };
    expect(again.url).toBe(first.url);
    const edited = await t.gql(
      'mutation($input: EditProductInput!) { editProduct(input: $input) { productImage } }',
      { input: { productId: 'DRD-001', productImage: first.url } },
      employee,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.editProduct.productImage).toBe(first.url);
  });

  it('judges the type by the bytes: a text file named .png is 415, and so is a GIF', async () => {
    const renamed = await upload('just some notes, not a picture', 'image/png');
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG or WebP pictures can be uploaded.',
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'image/jpeg')).status).toBe(415);
    // A JPEG header over garbage.
    const truncated = (await picture('jpeg')).subarray(0, 600);
    expect((await upload(truncated, 'image/jpeg')).status).toBe(415);
    // JSON is not a picture either.
    expect((await upload(JSON.stringify({ url: 'x' }), 'application/json')).status).toBe(415);
  });

  it('refuses more than 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * MB + 1, 0xff);
    const response = await upload(big, 'image/jpeg');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    const bytes = await picture('png');
    expect((await upload(bytes, 'image/png', {}, customer)).status).toBe(403);
    expect((await upload(bytes, 'image/png', {}, null)).status).toBe(401);
  });

  it('keeps the CSRF rule: a browser with the cookie must echo it', async () => {
    const bytes = await picture('webp');
    expect((await upload(bytes, 'image/webp', { cookie: 'XSRF-TOKEN=abc' })).status).toBe(403);
    expect((await upload(bytes, 'image/webp', { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' })).status).toBe(201);
  });

  it('takes pictures only on the upload route: elsewhere an image body is still 415', async () => {
    const bytes = await picture('png');
    const response = await fetch(`${t.url}/api/Product/addProduct?employeeId=1`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${employee}` },
      body: bytes,
    });
    expect(response.status).toBe(415);
  });

  it('serves only the names the store writes', async () => {
    expect((await fetch(`${t.url}/uploads/products/`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/products/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/products/0123456789abcdef01234567.webp`)).status).toBe(404);
  });
});
