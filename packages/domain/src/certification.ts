/** The food-safety certifications a product may carry, as its page shows them. */
export const CERTIFICATION_SCHEMES = ['HACCP', 'HALAL', 'GMP'] as const;
export type CertificationScheme = (typeof CERTIFICATION_SCHEMES)[number];

/** A calendar day, YYYY-MM-DD, that exists. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `day` moved by a number of days. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A certificate counts on the day it runs out and not after. */
export const isCertificateValid = (validUntil: string, today: string) => validUntil >= today;
