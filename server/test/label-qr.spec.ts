import { describe, expect, it } from '@jest/globals';
import { digitalLinkOf, isGtin, LOT_CODE_PATTERN } from '@waters/domain';
import fc from 'fast-check';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { qrCodePng, qrCodeSvg } from '../src/modules/lots/labels/qr-code.js';

/*
 * A label's QR code is only as good as what a phone reads back from it: each code here is drawn,
 * rasterised and decoded from its pixels (jsQR), and must give back the exact text it was made from.
 */
// jsqr is CommonJS: under NodeNext its default import is the whole module, whose `default` is the decoder.
const jsQR = jsqr.default;
const RUNS = Number(process.env.LABEL_QR_RUNS ?? 25);
const SCALE = 4;
const MODULE_PX = 2 * SCALE; // bwip-js draws a QR module 2 points wide

function decode(png: Buffer): { text: string | null; image: PNG } {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height, { inversionAttempts: 'dontInvert' });
  return { text: found?.data ?? null, image };
}

/**
 * The SVG as a browser paints it (librsvg through sharp), 4 px to a point, on nothing: a code without
 * its own white ground would come out transparent, read as black, and fail to decode.
 */
const rasterise = (svg: string) =>
  sharp(Buffer.from(svg), { density: 72 * SCALE })
    .png()
    .toBuffer();

/** The GTIN-13 whose first 12 digits are `body`, with its GS1 check digit. */
function gtin13(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}

const ORIGIN = 'https://shop.example';
const LINKS: readonly string[] = [
  digitalLinkOf(ORIGIN, '4801234567897', 'DRD-20261128-A', '2027-05-27'),
  digitalLinkOf(ORIGIN, '4801234567897', 'SMK-20261128-AB', '2026-12-05'),
  digitalLinkOf('https://waters.com.ph/', '04801234567897', 'MAR-20260101-ZZ', '2026-04-01'),
  digitalLinkOf(ORIGIN, '12345670', 'A1B', '2030-02-28'),
  digitalLinkOf(ORIGIN, '036000291452', 'X-Y-Z-1-2-3', '2028-02-29'),
  // The longest lot code a lot may have: 40 characters.
  digitalLinkOf(ORIGIN, '4801234567897', 'DRD-20261128-ABCDEFGHIJKLMNOPQRSTUVWXYZ0', '2099-12-31'),
  digitalLinkOf(ORIGIN, '4801234567897', '9999999999999999999999999999999999999999', '2026-01-01'),
  // A code the pattern would refuse is percent-encoded by the link, and read back as encoded.
  digitalLinkOf(ORIGIN, '4801234567897', 'lot 7/b', '2026-06-15'),
  // A product's own page.
  'https://shop.example/products/DRD-001',
];

describe('label QR codes', () => {
  it('fixed cases are what they claim: valid GTINs, a 40-character lot code', () => {
    expect(['4801234567897', '04801234567897', '12345670', '036000291452'].every(isGtin)).toBe(true);
    expect('DRD-20261128-ABCDEFGHIJKLMNOPQRSTUVWXYZ0').toMatch(LOT_CODE_PATTERN);
    expect('DRD-20261128-ABCDEFGHIJKLMNOPQRSTUVWXYZ0').toHaveLength(40);
  });

  it.each(LINKS)('the PNG of %s decodes to the same text', async (link) => {
    expect(decode(await qrCodePng(link, SCALE)).text).toBe(link);
  });

  it.each(LINKS)('the SVG of %s, rasterised, decodes to the same text', async (link) => {
    expect(decode(await rasterise(qrCodeSvg(link))).text).toBe(link);
  });

  it('any lot code, GTIN and best-before day round-trips through the SVG', async () => {
    const day = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(LOT_CODE_PATTERN),
        fc.stringMatching(/^\d{12}$/).map(gtin13),
        day,
        async (lotCode, gtin, bestBefore) => {
          const link = digitalLinkOf(ORIGIN, gtin, lotCode, bestBefore);
          expect(decode(await rasterise(qrCodeSvg(link))).text).toBe(link);
        },
      ),
      { numRuns: RUNS },
    );
    // 25 rasterisations and decodes: 8.5 s alone, but over a minute beside the browser suites and the
    // server's other files on two cores (a CI run on a slow host): the limit is for a hung test, not a slow one.
  }, 240_000);

  it('is black on opaque white with a quiet zone of at least 4 modules on every side', async () => {
    const { image } = decode(await qrCodePng(LINKS[5], SCALE));
    const dark = (x: number, y: number) => image.data[(y * image.width + x) * 4] < 128;
    let [left, top, right, bottom] = [image.width, image.height, -1, -1];
    const colours = new Set<string>();
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const at = (y * image.width + x) * 4;
        colours.add(image.data.subarray(at, at + 4).join(','));
        if (dark(x, y))
          [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      }
    expect([...colours].sort()).toEqual(['0,0,0,255', '255,255,255,255']);
    // The top-left finder pattern is 7 modules wide: its first row measures a module.
    let finder = 0;
    while (dark(left + finder, top)) finder++;
    expect(finder).toBe(7 * MODULE_PX);
    for (const margin of [left, top, image.width - 1 - right, image.height - 1 - bottom])
      expect(margin).toBeGreaterThanOrEqual(4 * MODULE_PX);
  });

  it('is a plain, scalable SVG: a square viewBox, no script, no fixed size, no role', () => {
    const svg = qrCodeSvg(LINKS[0]);
    expect(svg.trimStart().startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/<svg viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).not.toMatch(/<script|\son\w+\s*=|javascript:|<foreignObject|role=/i);
    expect(svg.match(/<svg[^>]*>/)![0]).not.toMatch(/\s(width|height)=/);
    expect(svg).toContain('fill="#FFFFFF"');
  });

  it('a different text draws a different code', () => {
    expect(qrCodeSvg(LINKS[0])).not.toBe(qrCodeSvg(LINKS[1]));
  });
});
