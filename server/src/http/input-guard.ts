import { badInput } from '../platform/errors/domain-error.js';

/** Keys that reach an object's prototype machinery (class-transformer, Object.assign, merges). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Deeper than any request of this API; bounds the walk and the recursion of later steps. */
const MAX_DEPTH = 32;
/** A UTF-16 surrogate without its partner: not text, and refused by MySQL's utf8mb4. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a decoded request value (body, query string, GraphQL variables) is refused, or null. */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? 'Request text must be valid Unicode.' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return 'Request data is nested too deeply.';
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) return `A field may not be named "${key}".`;
    const problem = inputProblem(key) ?? inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The one check every request's decoded input passes before any handler runs,
 * so that hostile shapes are a clear 400 and never reach validation or the database.
 */
export function assertSafeInput(...values: unknown[]): void {
  for (const value of values) {
    const problem = inputProblem(value);
    if (problem) throw badInput(problem);
  }
}
