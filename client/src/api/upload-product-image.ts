import { PICTURE_MESSAGES, pictureProblem, PictureUploadError, sendPicture } from './picture-upload';

export const UPLOAD_MESSAGES = { wrongType: 'Choose a JPEG, PNG or WebP picture.', ...PICTURE_MESSAGES } as const;

export interface UploadedImage {
  /** The address to save as the product image. */
  url: string;
  width: number;
  height: number;
}

export { PictureUploadError as UploadError };

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
