/** Built in the next step. */
export function ManageProducts() {
  return null;
}
