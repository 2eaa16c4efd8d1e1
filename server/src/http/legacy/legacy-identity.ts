import type { AuthUser } from '../../platform/identity/auth-user.js';
import { badInput, forbidden } from '../../platform/errors/domain-error.js';

/**
 * Legacy calls name the caller (`employeeId`, `customerId`, body `id` …). The token
 * decides who the caller is; a named id is only accepted when it is the same user.
 */
export function assertCallerId(caller: AuthUser, claimed: unknown, name: string, required = true): void {
  if (claimed === undefined || claimed === null || claimed === '') {
    if (required) throw badInput(`${name} is required.`);
    return;
  }
  if (typeof claimed !== 'string' && typeof claimed !== 'number') throw badInput(`${name} must be a user id.`);
  if (String(claimed) !== caller.id) throw forbidden(`${name} does not match the signed-in user.`);
}

/** A positive whole number from a query string (`orderId=12`); anything else is a 400. */
export function positiveIntegerParam(value: unknown, name: string): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw badInput(`${name} must be a positive whole number.`);
  }
  return Number(value);
}

/** A required, single query-string value. */
export function requiredParam(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badInput(`${name} is required.`);
  return value;
}
