import { PICTURE_UPLOAD } from '@waters/domain';
import { authorizedFetch } from './authorized-http';

/** What every picture upload says when it cannot go (its wrong-type message is its own). */
export const PICTURE_MESSAGES = {
  tooLarge: `The picture is larger than ${PICTURE_UPLOAD.maxBytes / 1024 / 1024} MB. Choose a smaller one.`,
  signedOut: 'Your session has ended. Log in again to upload.',
  failed: 'The picture could not be uploaded. Try again.',
} as const;

/** An upload refused or failed, with the words to show. */
export class PictureUploadError extends Error {
  override readonly name = 'PictureUploadError';
}

/** Why this file will not be taken, before anything is sent (`wrongType` words a wrong format); null when it may go. */
export function pictureProblem(file: File, wrongType: string): string | null {
  if (file.type && !(PICTURE_UPLOAD.types as readonly string[]).includes(file.type)) return wrongType;
  if (file.size > PICTURE_UPLOAD.maxBytes) return PICTURE_MESSAGES.tooLarge;
  return null;
}

export interface PictureSend {
  readonly method: 'POST' | 'PUT';
  readonly signal?: AbortSignal;
  /** Said for a format the server refused (415). */
  readonly wrongType: string;
  /** The route's own refusals, by status. */
  readonly refusals?: Readonly<Record<number, string>>;
}

/**
 * Sends the picture itself as the request's body (the server checks its format by its content) and
 * answers the server's JSON; a refusal or a failure is a PictureUploadError saying why. An abort
 * is left as it is.
 */
export async function sendPicture<T>(
  url: string,
  file: File,
  { method, signal, wrongType, refusals = {} }: PictureSend,
): Promise<T> {
  let response: Response;
  try {
    response = await authorizedFetch(url, {
      method,
      body: file,
      signal,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PictureUploadError(PICTURE_MESSAGES.failed);
  }
  if (response.ok) return ((await response.json().catch(() => ({}))) ?? {}) as T;
  const said = { 415: wrongType, 413: PICTURE_MESSAGES.tooLarge, 401: PICTURE_MESSAGES.signedOut, ...refusals }[
    response.status
  ];
  throw new PictureUploadError(said ?? PICTURE_MESSAGES.failed);
}

// The pictures the shop shows (products, payment accounts' QR codes): POST /api/uploads/product-images.
export const UPLOAD_MESSAGES = { wrongType: 'Choose a JPEG, PNG or WebP picture.', ...PICTURE_MESSAGES } as const;

export interface UploadedImage {
  /** The address to save as the product image. */
  url: string;
  width: number;
  height: number;
}

/** Why this file will not be taken, before anything is sent; null when it may go. */
export const fileProblem = (file: File): string | null => pictureProblem(file, UPLOAD_MESSAGES.wrongType);

/**
 * Sends the picture as the body of POST /api/uploads/product-images (employees only); the server
 * makes its AVIF and WebP sizes and answers its address.
 */
export const uploadProductImage = (file: File, signal?: AbortSignal): Promise<UploadedImage> =>
  sendPicture<UploadedImage>('/api/uploads/product-images', file, {
    method: 'POST',
    signal,
    wrongType: UPLOAD_MESSAGES.wrongType,
  });
