/**
 * "12 Mabini St., Brgy. Molino III, Bacoor, Cavite (landmark: blue gate)": an address as it is copied
 * onto an order — the barangay chosen from the list unless the street names it, the landmark when
 * given (the profile's has no city or province).
 */
export function fullAddress(entry: {
  address: string;
  city?: string | null;
  province?: string | null;
  barangay?: string | null;
  landmark?: string | null;
}): string {
  const barangay =
    entry.barangay && !entry.address.toLowerCase().includes(entry.barangay.toLowerCase())
      ? `Brgy. ${entry.barangay}`
      : null;
  const written = [entry.address, barangay, entry.city, entry.province]
    .filter((part) => part && part.trim())
    .join(', ');
  return entry.landmark ? `${written} (landmark: ${entry.landmark})` : written;
}
