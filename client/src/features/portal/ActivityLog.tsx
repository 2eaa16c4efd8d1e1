/** Built in the next step. */
export function ActivityLog() {
  return null;
}
