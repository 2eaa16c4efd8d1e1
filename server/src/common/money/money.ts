import { badInput } from '../errors/domain-error.js';
import { MAX_PRICE_PESOS } from '../validation/rules.js';

/*
 * Money is stored as integer centavos so that sums are exact and both drivers
 * return the same numbers; the API speaks pesos (e.g. 125.5).
 */

/** Binary floating point cannot hold 19.99 exactly; anything closer than this to a whole centavo is one. */
const CENTAVO_TOLERANCE = 1e-6;

/** The whole number of centavos a JSON number of pesos means, or null when it has finer parts than centavos. */
function exactCentavos(pesos: number): number | null {
  const centavos = Math.round(pesos * 100);
  return Math.abs(pesos * 100 - centavos) > CENTAVO_TOLERANCE ? null : centavos;
}

export const PRICE_MESSAGES = {
  format: 'Price must be a number with at most two decimal places',
  positive: 'Price must be greater than zero',
  tooHigh: 'Price must not exceed ₱1,000,000.00',
} as const;

/**
 * Why a catalogue price is refused, or null. Any JSON number is judged by its value,
 * whatever its spelling (1e-7, 5e-324, 1e308): a positive price is at least one centavo.
 */
export function priceProblem(pesos: unknown): string | null {
  if (typeof pesos !== 'number' || !Number.isFinite(pesos)) return PRICE_MESSAGES.format;
  if (pesos <= 0) return PRICE_MESSAGES.positive;
  if (pesos > MAX_PRICE_PESOS) return PRICE_MESSAGES.tooHigh;
  const centavos = exactCentavos(pesos);
  if (centavos === null || centavos < 1) return PRICE_MESSAGES.format;
  return null;
}

export function pesosToCentavos(pesos: number, field = 'price'): number {
  if (typeof pesos !== 'number' || !Number.isFinite(pesos)) throw badInput(`${field} must be a number.`, { [field]: 'must be a number' });
  const centavos = exactCentavos(pesos);
  if (centavos === null) {
    throw badInput(`${field} must have at most two decimal places.`, { [field]: 'at most two decimal places' });
  }
  return centavos;
}

export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

/** TypeORM transformer: MySQL returns BIGINT as a string, SQLite as a number. */
export const bigintNumber = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
