/** Built in the next step. */
export function CartView() {
  return null;
}
