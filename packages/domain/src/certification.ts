/** The food-safety certifications a product may carry, as its page shows them. */
export const CERTIFICATION_SCHEMES = ['HACCP', 'HALAL', 'GMP'] as const;
export type CertificationScheme = (typeof CERTIFICATION_SCHEMES)[number];

/** A certificate counts on the day it runs out and not after. */
export const isCertificateValid = (validUntil: string, today: string) => validUntil >= today;
