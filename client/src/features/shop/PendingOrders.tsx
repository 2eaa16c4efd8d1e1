/** Built in the next step. */
export function PendingOrders() {
  return null;
}
