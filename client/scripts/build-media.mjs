/**
 * Builds every image of the site (npm run media; part of the client build and tests).
 *
 * Image names come from the content (client/src/content/*.ts, `src: '…'`). For each
 * name the source is a photo dropped into client/media/<name>.jpg|jpeg|png|webp|avif|svg;
 * without one, a generated placeholder illustration is used. Output, for the server
 * to serve as static files:
 *   public/images/<name>.webp            full size (the catalogue's image URLs point here)
 *   public/images/<name>-<w>.avif|webp   smaller variants (480 and 960 px wide)
 *   public/images/icons/icon-192.png, icon-512.png   the app icons (from public/favicon.svg)
 * and src/generated/media-manifest.json with each image's width, height, variants and a short
 * hash of its files (the pages put it in the URLs, ?v=…, so browsers may keep them a year).
 * Unchanged images are skipped, so a rebuild only does the work for new photos.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { placeholderSvg } from './placeholder-art.mjs';

const CLIENT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT = join(CLIENT, 'src', 'content');
const SOURCES = join(CLIENT, 'media');
const OUT = join(CLIENT, 'public', 'images');
const MANIFEST = join(CLIENT, 'src', 'generated', 'media-manifest.json');
const CACHE = join(CLIENT, 'node_modules', '.cache', 'waters-media.json');
const VERSION = '3';
const PARALLEL = 2;
// The same widths as PICTURE_WIDTHS (packages/domain/src/pictures.ts), which the server and the
// pages name the files by; this script runs before that package is built.
const WIDTHS = [480, 960];
const FULL_WIDTH = 1600;
const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'];

function imageNames() {
  const names = new Set();
  for (const file of readdirSync(CONTENT).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(CONTENT, file), 'utf8');
    for (const match of text.matchAll(/\bsrc:\s*['"]([a-z0-9][a-z0-9/-]*)['"]/g)) names.add(match[1]);
  }
  return [...names].sort();
}

function sourceFor(name) {
  for (const type of PHOTO_TYPES) {
    const file = join(SOURCES, `${name}.${type}`);
    if (existsSync(file)) {
      const { size, mtimeMs } = statSync(file);
      return { input: file, fingerprint: `${VERSION}:${file}:${size}:${mtimeMs}` };
    }
  }
  const svg = placeholderSvg(name);
  return {
    input: Buffer.from(svg),
    fingerprint: `${VERSION}:placeholder:${createHash('sha1').update(svg).digest('hex')}`,
  };
}

async function build(name, input) {
  // Decode (or render) once, then encode every variant from the same pixels.
  const { data, info } = await sharp(input, { density: 96 })
    .rotate()
    .resize({ width: FULL_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  mkdirSync(dirname(join(OUT, name)), { recursive: true });
  writeFileSync(join(OUT, `${name}.webp`), await pixels().webp({ quality: 80 }).toBuffer());
  const widths = WIDTHS.filter((w) => w < info.width);
  for (const width of widths) {
    writeFileSync(
      join(OUT, `${name}-${width}.webp`),
      await pixels().resize({ width }).webp({ quality: 78 }).toBuffer(),
    );
    writeFileSync(
      join(OUT, `${name}-${width}.avif`),
      await pixels().resize({ width }).avif({ quality: 50, effort: 3 }).toBuffer(),
    );
  }
  return { width: info.width, height: info.height, widths };
}

/** A short hash of every file built for an image: a new photo under the same name gets new URLs. */
function contentHash(name, widths) {
  const hash = createHash('sha256');
  for (const file of [`${name}.webp`, ...widths.flatMap((w) => [`${name}-${w}.webp`, `${name}-${w}.avif`])])
    hash.update(readFileSync(join(OUT, file)));
  return hash.digest('hex').slice(0, 8);
}

async function main() {
  const started = Date.now();
  const names = imageNames();
  const cache = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
  const manifest = {};
  let built = 0;
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const { input, fingerprint } = sourceFor(name);
      const cached = cache[name];
      if (cached?.fingerprint === fingerprint && existsSync(join(OUT, `${name}.webp`))) {
        manifest[name] = cached.entry;
        continue;
      }
      const entry = await build(name, input);
      cache[name] = { fingerprint, entry };
      manifest[name] = entry;
      built++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  mkdirSync(dirname(MANIFEST), { recursive: true });
  const sorted = Object.fromEntries(
    Object.keys(manifest)
      .sort()
      .map((name) => [name, { ...manifest[name], hash: contentHash(name, manifest[name].widths) }]),
  );
  writeFileSync(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
  await appIcons();
  mkdirSync(dirname(CACHE), { recursive: true });
  writeFileSync(CACHE, JSON.stringify(cache));
  console.log(
    `media: ${names.length} images (${built} built, ${names.length - built} unchanged) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The installed-app icons the web app manifest names, drawn from public/favicon.svg. */
async function appIcons() {
  const svg = readFileSync(join(CLIENT, 'public', 'favicon.svg'));
  mkdirSync(join(OUT, 'icons'), { recursive: true });
  for (const size of [192, 512]) {
    writeFileSync(
      join(OUT, 'icons', `icon-${size}.png`),
      await sharp(svg, { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toBuffer(),
    );
  }
}

main().catch((error) => {
  console.error(`media: ${error.message}`);
  process.exit(1);
});
