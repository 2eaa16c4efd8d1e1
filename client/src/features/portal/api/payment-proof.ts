import { getSession } from '../../../state/session';

/** An order's proof of payment (the customer's picture of the receipt); only its customer and employees may read it. */
export const paymentProofRoute = (orderId: number) => `/api/orders/${orderId}/payment-proof`;

/**
 * Fetches an order's proof of payment with the signed-in employee's token (an <img> could not
 * send it) as a blob; null when the server refused.
 */
export async function fetchPaymentProof(orderId: number, signal?: AbortSignal): Promise<Blob | null> {
  const token = getSession()?.token;
  const response = await fetch(paymentProofRoute(orderId), { signal, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return response.ok ? response.blob() : null;
}
