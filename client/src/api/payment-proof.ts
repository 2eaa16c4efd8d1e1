import { getSession } from '../state/session';

/** An order's proof of payment (the customer's picture of the receipt); only its customer and employees may read it. */
export const paymentProofRoute = (orderId: number) => `/api/orders/${encodeURIComponent(String(orderId))}/payment-proof`;

/** The signed-in person's bearer token as a header (a fetch outside Apollo Client sends it itself). */
export const sessionAuthorization = (): Record<string, string> => {
  const token = getSession()?.token;
  return token ? { authorization: `Bearer ${token}` } : {};
};

/**
 * Fetches an order's proof of payment with the session's token (an <img> could not send it) as a
 * blob, for the customer's own order page and the employees' queue alike; null when the server refuses.
 */
export async function fetchPaymentProof(orderId: number, signal?: AbortSignal): Promise<Blob | null> {
  const response = await fetch(paymentProofRoute(orderId), { signal, headers: sessionAuthorization() });
  return response.ok ? response.blob() : null;
}
