/**
 * Memoises what is derived from a cached, frozen value (a list turned into an answer): computed
 * once per cached value, forgotten with it.
 */
export function derivedFrom<S extends object, T>(derive: (source: S) => T): (source: S) => T {
  const memo = new WeakMap<S, T>();
  return (source) => {
    let value = memo.get(source);
    if (value === undefined) {
      value = derive(source);
      memo.set(source, value);
    }
    return value;
  };
}
