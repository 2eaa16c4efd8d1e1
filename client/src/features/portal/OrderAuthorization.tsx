/** Built in the next step. */
export function OrderAuthorization() {
  return null;
}
