import { renderHook } from '@testing-library/react';
import { useFirstItemsFirst } from '../use-first-items-first';

const list = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('useFirstItemsFirst', () => {
  it('renders the first items with the data, then all of them', () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const items = useFirstItemsFirst(list(23), 8);
      seen.push(items.length);
      return items;
    });
    expect(seen[0]).toBe(8);
    expect(result.current).toHaveLength(23);
  });

  it('waits for the data, and stays whole once whole (a narrower list then a wider one)', () => {
    const { result, rerender } = renderHook(({ items }) => useFirstItemsFirst(items, 8), {
      initialProps: { items: [] as number[] },
    });
    expect(result.current).toEqual([]);
    rerender({ items: list(23) });
    expect(result.current).toHaveLength(23);
    rerender({ items: list(3) });
    expect(result.current).toHaveLength(3);
    rerender({ items: list(30) });
    expect(result.current).toHaveLength(30);
  });

  it('a short list is whole at once', () => {
    const { result } = renderHook(() => useFirstItemsFirst(list(5), 8));
    expect(result.current).toHaveLength(5);
  });
});
