import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's first items, in the render that brings its data; all of them just after, as a
 * transition React renders in slices. The first screenful (the page's largest paint on a phone
 * is its first picture) does not wait for the rows below it. Once whole, the list stays whole.
 */
export function useFirstItemsFirst<T>(items: readonly T[], first: number): readonly T[] {
  const [whole, setWhole] = useState(false);
  const partial = !whole && items.length > first;
  useEffect(() => {
    if (partial) startTransition(() => setWhole(true));
  }, [partial]);
  return partial ? items.slice(0, first) : items;
}
