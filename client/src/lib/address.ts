/** "12 Mabini St., Bacoor, Cavite": an address as it is copied onto an order (the profile's has no city or province). */
export const fullAddress = (entry: { address: string; city?: string | null; province?: string | null }) =>
  [entry.address, entry.city, entry.province].filter((part) => part && part.trim()).join(', ');
