import { authorizedFetch } from '../../../api/authorized-http';

/** An order's proof of payment (the customer's picture of the receipt); only its customer and employees may read it. */
export const paymentProofRoute = (orderId: number) =>
  `/api/orders/${encodeURIComponent(String(orderId))}/payment-proof`;

/**
 * Fetches an order's proof of payment with the session's token (an <img> could not send it) as a
 * blob, for the customer's own order page and the employees' queue alike; null when the server refuses.
 */
export async function fetchPaymentProof(orderId: number, signal?: AbortSignal): Promise<Blob | null> {
  const response = await authorizedFetch(paymentProofRoute(orderId), { signal });
  return response.ok ? response.blob() : null;
}
