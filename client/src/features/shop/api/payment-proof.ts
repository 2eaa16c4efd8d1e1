import type { PaymentStatus } from '@waters/domain';
import { authorizedFetch } from '../../../api/authorized-http';
import { paymentProofRoute } from '../../../api/payment-proof';

/** The server's limits for a receipt's picture (the product pictures' pipeline), checked first to spare a phone the upload. */
export const PROOF_LIMITS = { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;

export const PROOF_MESSAGES = {
  wrongType: 'Choose a JPEG, PNG or WebP picture of the receipt.',
  tooLarge: 'The picture is larger than 5 MB. Choose a smaller one.',
  signedOut: 'Your session has ended. Log in again to upload.',
  notNeeded: 'This order takes no proof of payment (it is paid in cash or was cancelled).',
  failed: 'The picture could not be uploaded. Try again.',
} as const;

export class ProofUploadError extends Error {
  override readonly name = 'ProofUploadError';
}

/** The order's payment as the upload answers it. */
export interface ProofAnswer {
  paymentStatus?: PaymentStatus;
}

/** Why this file will not be taken, before anything is sent; null when it may go. */
export function proofFileProblem(file: File): string | null {
  if (file.type && !(PROOF_LIMITS.types as readonly string[]).includes(file.type)) return PROOF_MESSAGES.wrongType;
  if (file.size > PROOF_LIMITS.maxBytes) return PROOF_MESSAGES.tooLarge;
  return null;
}

/**
 * Sends the receipt's picture itself as the body of PUT /api/orders/:orderId/payment-proof (the
 * order's customer only); the server checks its type by its content, strips its metadata and
 * marks the payment PROOF_SENT.
 */
export async function uploadPaymentProof(orderId: number, file: File): Promise<ProofAnswer> {
  let response: Response;
  try {
    response = await authorizedFetch(paymentProofRoute(orderId), {
      method: 'PUT',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    });
  } catch {
    throw new ProofUploadError(PROOF_MESSAGES.failed);
  }
  if (response.ok) return ((await response.json().catch(() => ({}))) ?? {}) as ProofAnswer;
  if (response.status === 415) throw new ProofUploadError(PROOF_MESSAGES.wrongType);
  if (response.status === 413) throw new ProofUploadError(PROOF_MESSAGES.tooLarge);
  if (response.status === 401) throw new ProofUploadError(PROOF_MESSAGES.signedOut);
  if (response.status === 400 || response.status === 409) throw new ProofUploadError(PROOF_MESSAGES.notNeeded);
  throw new ProofUploadError(PROOF_MESSAGES.failed);
}
