/** Built in the next step. */
export function OrderHistory() {
  return null;
}
