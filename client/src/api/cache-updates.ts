import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

/**
 * Takes a deleted (or revoked) object out of the Apollo cache, as a mutation's `update`: every list
 * that held it drops it without a reload, and what only it reached goes too.
 */
export function evictFromCache(cache: ApolloCache, object: StoreObject): void {
  const cacheId = cache.identify(object);
  if (cacheId) cache.evict({ id: cacheId });
  cache.gc();
}

/**
 * Puts a created object in a root list of the Apollo cache (`field`, a query's list), as a
 * mutation's `update`: at the start of a newest-first list, at the end of an oldest-first one.
 * Nothing without the object (a refused mutation).
 */
export function addToCachedList(
  cache: ApolloCache,
  field: string,
  object: StoreObject | null | undefined,
  at: 'start' | 'end',
): void {
  if (!object) return;
  cache.modify({
    fields: {
      [field]: (existing: readonly Reference[] = [], { toReference }) => {
        const added = toReference(object) as Reference;
        return at === 'start' ? [added, ...existing] : [...existing, added];
      },
    },
  });
}
