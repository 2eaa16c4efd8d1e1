import { MAX_PRICE_PESOS } from './limits.js';

/*
 * Money is counted in integer centavos, so sums are exact; people and the API read pesos
 * (e.g. 125.5). Conversions happen at the edges, with these.
 */

/** Binary floating point cannot hold 19.99 exactly; anything closer than this to a whole centavo is one. */
const CENTAVO_TOLERANCE = 1e-6;

/** The whole number of centavos a number of pesos means, or null when it has finer parts than centavos. */
export function exactCentavos(pesos: number): number | null {
  const centavos = Math.round(pesos * 100);
  return Math.abs(pesos * 100 - centavos) > CENTAVO_TOLERANCE ? null : centavos;
}

export const centavosToPesos = (centavos: number): number => centavos / 100;

/** A line's total: unit price × quantity, in centavos (exact). */
export const lineCentavos = (unitCentavos: number, quantity: number): number => unitCentavos * quantity;

export const PRICE_MESSAGES = {
  format: 'Price must be a number with at most two decimal places',
  positive: 'Price must be greater than zero',
  tooHigh: 'Price must not exceed ₱1,000,000.00',
} as const;

/**
 * Why a catalogue price is refused, or null. Any number is judged by its value, whatever its
 * spelling (1e-7, 5e-324, 1e308): a positive price is at least one centavo.
 */
export function priceProblem(pesos: unknown): string | null {
  if (typeof pesos !== 'number' || !Number.isFinite(pesos)) return PRICE_MESSAGES.format;
  if (pesos <= 0) return PRICE_MESSAGES.positive;
  if (pesos > MAX_PRICE_PESOS) return PRICE_MESSAGES.tooHigh;
  const centavos = exactCentavos(pesos);
  if (centavos === null || centavos < 1) return PRICE_MESSAGES.format;
  return null;
}

/**
 * Why an amount that may be zero (a delivery fee, a group's minimum order) is refused, or null:
 * `what` names it in the message ("Delivery fee must not be negative").
 */
export function amountProblem(what: string, pesos: unknown): string | null {
  if (typeof pesos !== 'number' || !Number.isFinite(pesos)) return `${what} must be a number`;
  if (pesos < 0) return `${what} must not be negative`;
  if (pesos > MAX_PRICE_PESOS) return `${what} must not exceed ₱1,000,000.00`;
  return exactCentavos(pesos) === null ? `${what} must have at most two decimal places` : null;
}

/** Centavos of a price the server gave (always whole centavos), for exact sums in the browser. */
export const toCentavos = (pesos: number): number => Math.round(pesos * 100);
