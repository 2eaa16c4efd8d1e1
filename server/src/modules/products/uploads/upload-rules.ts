import { PICTURE_UPLOAD, PICTURE_WIDTHS } from '@waters/domain';

/** One place for what an uploaded product picture may be and what it becomes. */

/** The largest picture accepted, in bytes (a phone photo fits; larger is 413). */
export const MAX_UPLOAD_BYTES = PICTURE_UPLOAD.maxBytes;

/** Formats accepted, as sharp names them after reading the file's own bytes (never its name or Content-Type). */
export const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/** A decompression bomb (a small file of enormous dimensions) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The same sizes as the site's own pictures (PICTURE_WIDTHS): full width and two smaller variants. */
export const FULL_WIDTH = PICTURE_WIDTHS.full;
export const VARIANT_WIDTHS: readonly number[] = PICTURE_WIDTHS.variants;

/** Where the pictures are served; the saved product image is the full-size WebP under it. */
export const UPLOADS_URL_PREFIX = '/uploads/products/';

/** Files under the prefix: a content hash, an optional width, AVIF or WebP. Nothing else is served. */
export const UPLOADED_FILE_NAME = /^[0-9a-f]{24}(-\d{2,4})?\.(webp|avif)$/;

export const UPLOAD_MESSAGES = {
  unsupported: 'Only JPEG, PNG or WebP pictures can be uploaded.',
  tooLarge: `The picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: 'The picture has too many pixels.',
} as const;
