/** The local-storage key of a customer's cart (the legacy client's: docs/legacy-contract.md). */
export const cartKey = (customerId: string) => `cart_${customerId}`;
