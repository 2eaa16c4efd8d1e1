import { PICTURE_UPLOAD, type PaymentStatus } from '@waters/domain';
import { paymentProofRoute } from './payment-proof-fetch';
import { PICTURE_MESSAGES, pictureProblem, PictureUploadError, sendPicture } from '../../../api/picture-upload';

/** The formats and size a receipt's picture may have (every uploaded picture's), checked first to spare a phone the upload. */
export const PROOF_LIMITS = PICTURE_UPLOAD;

export const PROOF_MESSAGES = {
  wrongType: 'Choose a JPEG, PNG or WebP picture of the receipt.',
  notNeeded: 'This order takes no proof of payment (it is paid in cash or was cancelled).',
  ...PICTURE_MESSAGES,
} as const;

export { PictureUploadError as ProofUploadError };

/** The order's payment as the upload answers it. */
export interface ProofAnswer {
  paymentStatus?: PaymentStatus;
}

/** Why this file will not be taken, before anything is sent; null when it may go. */
export const proofFileProblem = (file: File): string | null => pictureProblem(file, PROOF_MESSAGES.wrongType);

/**
 * Sends the receipt's picture as the body of PUT /api/orders/:orderId/payment-proof (the order's
 * customer only); the server strips its metadata and marks the payment PROOF_SENT.
 */
export const uploadPaymentProof = (orderId: number, file: File): Promise<ProofAnswer> =>
  sendPicture<ProofAnswer>(paymentProofRoute(orderId), file, {
    method: 'PUT',
    wrongType: PROOF_MESSAGES.wrongType,
    refusals: { 400: PROOF_MESSAGES.notNeeded, 409: PROOF_MESSAGES.notNeeded },
  });
