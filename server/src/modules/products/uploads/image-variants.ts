import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { ACCEPTED_FORMATS, FULL_WIDTH, MAX_INPUT_PIXELS, UPLOAD_MESSAGES, VARIANT_WIDTHS } from './upload-rules.js';

/** A file this site does not take, with the HTTP status that says why (415 not a picture, 413 too big). */
export class ImageRefusedError extends Error {
  override readonly name = 'ImageRefusedError';
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const unsupported = () => new ImageRefusedError(415, UPLOAD_MESSAGES.unsupported);

export interface ImageFile {
  readonly name: string;
  readonly bytes: Buffer;
}

export interface ImageVariants {
  /** A content hash of the upload: the same picture uploaded twice gets the same names. */
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  /** Variant widths below the full size. */
  readonly widths: readonly number[];
  readonly files: readonly ImageFile[];
}

const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** Reads the header the bytes themselves carry: a JPEG, PNG or WebP of a sane size, or a refusal. */
async function assertAccepted(bytes: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    throw unsupported();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
    throw new ImageRefusedError(413, UPLOAD_MESSAGES.tooManyPixels);
}

/**
 * Turns an uploaded JPEG, PNG or WebP into the site's picture set (as the build does for its
 * own photos): a full-size WebP at most 1,600 px wide plus AVIF and WebP at 480 and 960 px,
 * and a full-size AVIF. Turned upright by its EXIF orientation; metadata (GPS) is dropped.
 * Every width has its two files, so a page can always name them in a srcset: a picture no wider
 * than a width is that width's file as it is (never enlarged).
 */
export async function imageVariants(bytes: Buffer): Promise<ImageVariants> {
  await assertAccepted(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, options)
      .rotate()
      .resize({ width: FULL_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A JPEG, PNG or WebP header over truncated or corrupt data.
    throw unsupported();
  }
  const { data, info } = decoded;
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const widths = VARIANT_WIDTHS.filter((w) => w < info.width);
  const full = {
    webp: await pixels().webp({ quality: 80 }).toBuffer(),
    avif: await pixels().avif({ quality: 50, effort: 0 }).toBuffer(),
  };
  const files: ImageFile[] = [
    { name: `${hash}.webp`, bytes: full.webp },
    { name: `${hash}.avif`, bytes: full.avif },
  ];
  for (const width of VARIANT_WIDTHS) {
    const smaller = widths.includes(width);
    files.push({
      name: `${hash}-${width}.webp`,
      bytes: smaller ? await pixels().resize({ width }).webp({ quality: 78 }).toBuffer() : full.webp,
    });
    files.push({
      name: `${hash}-${width}.avif`,
      bytes: smaller ? await pixels().resize({ width }).avif({ quality: 50, effort: 0 }).toBuffer() : full.avif,
    });
  }
  return { hash, width: info.width, height: info.height, widths, files };
}

/**
 * One picture kept as it was sent, but safe to keep: judged by its bytes like any upload, turned
 * upright, at most `maxWidth` wide, metadata (GPS, camera) dropped, re-encoded as WebP.
 */
export async function reencodedWebp(bytes: Buffer, maxWidth: number): Promise<Buffer> {
  await assertAccepted(bytes);
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
}
