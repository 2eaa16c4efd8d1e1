import { PAYMENT_REFERENCE_MAX } from '@waters/domain';

/** Why a transfer's reference number cannot be saved (the server's rule); null when it can. */
export function referenceProblem(reference: string): string | null {
  const value = reference.trim();
  if (!value) return 'Enter the reference number.';
  if ([...value].length > PAYMENT_REFERENCE_MAX)
    return `The reference number can be at most ${PAYMENT_REFERENCE_MAX} characters.`;
  return null;
}
