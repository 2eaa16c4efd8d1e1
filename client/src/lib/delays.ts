/** The delays of docs/legacy-contract.md#messages-and-delays, in milliseconds. */
export const DELAYS = {
  redirectAfterRegistration: 2000,
  redirectAfterProfileUpdate: 2000,
  openCart: 1000,
  failureToast: 2000,
  pendingOrdersToast: 2000,
  reloadCartAfterRemoval: 200,
  copiedHint: 2000,
} as const;
