import { badInput } from '../errors/domain-error.js';
import { exactCentavos } from '@waters/domain';

export { centavosToPesos, priceProblem, PRICE_MESSAGES } from '@waters/domain';

/*
 * Money is stored as integer centavos so that sums are exact and both drivers
 * return the same numbers; the API speaks pesos (e.g. 125.5).
 */

export function pesosToCentavos(pesos: number, field = 'price'): number {
  if (typeof pesos !== 'number' || !Number.isFinite(pesos))
    throw badInput(`${field} must be a number.`, { [field]: 'must be a number' });
  const centavos = exactCentavos(pesos);
  if (centavos === null) {
    throw badInput(`${field} must have at most two decimal places.`, { [field]: 'at most two decimal places' });
  }
  return centavos;
}

/** TypeORM transformer: MySQL returns BIGINT as a string, SQLite as a number. */
export const bigintNumber = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

const PESO = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

/** ₱1,234.50, as the screens show money. */
export const peso = (centavos: number) => PESO.format(centavos / 100);
