/** Built in the next step. */
export function CustomerStorefront() {
  return null;
}
