import { authorizedFetch } from './authorized-http';

/** The server's limits (server/src/modules/products/uploads/upload-rules.ts), checked first to spare a phone the upload. */
export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;

export const UPLOAD_MESSAGES = {
  wrongType: 'Choose a JPEG, PNG or WebP picture.',
  tooLarge: 'The picture is larger than 5 MB. Choose a smaller one.',
  signedOut: 'Your session has ended. Log in again to upload.',
  failed: 'The picture could not be uploaded. Try again.',
} as const;

export interface UploadedImage {
  /** The address to save as the product image. */
  url: string;
  width: number;
  height: number;
}

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** Why this file will not be taken, before anything is sent; null when it may go. */
export function fileProblem(file: File): string | null {
  if (file.type && !(UPLOAD_LIMITS.types as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_LIMITS.maxBytes) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * Sends the picture itself as the body of POST /api/uploads/product-images (employees only);
 * the server checks its type by its content, makes its AVIF and WebP sizes and answers its address.
 */
export async function uploadProductImage(file: File, signal?: AbortSignal): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await authorizedFetch('/api/uploads/product-images', {
      method: 'POST',
      body: file,
      signal,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError(UPLOAD_MESSAGES.failed);
  }
  if (response.status === 201) return (await response.json()) as UploadedImage;
  if (response.status === 415) throw new UploadError(UPLOAD_MESSAGES.wrongType);
  if (response.status === 413) throw new UploadError(UPLOAD_MESSAGES.tooLarge);
  if (response.status === 401) throw new UploadError(UPLOAD_MESSAGES.signedOut);
  throw new UploadError(UPLOAD_MESSAGES.failed);
}
