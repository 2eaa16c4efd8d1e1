import { getSession } from '../../../state/session';

/** An order's proof of payment (the customer's picture of the receipt); only its customer and employees may read it. */
export const paymentProofRoute = (orderId: number) => `/api/orders/${orderId}/payment-proof`;

/**
 * Fetches an order's proof of payment with the signed-in employee's token (an <img> could not
 * send it) and answers a blob URL for it, which the caller revokes; null when the server refused.
 */
export async function fetchPaymentProof(orderId: number, signal?: AbortSignal): Promise<string | null> {
  const token = getSession()?.token;
  const response = await fetch(paymentProofRoute(orderId), { signal, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) return null;
  return URL.createObjectURL(await response.blob());
}
