// @ts-check
/**
 * The meta element in which a page with one screen per role (/storefront, /order-page) lists each
 * role's chunks: the shell is the same HTML for every role, so it cannot preload the right screen
 * itself; the early script, which knows the signed-in role, preloads that role's. Plain JavaScript:
 * the build's scripts/finish-build.mjs writes the element and src/api/early-query.ts reads it.
 */
export const ROLE_CHUNKS_META = 'waters-role-chunks';
