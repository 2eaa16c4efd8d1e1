import { renderHook } from '@testing-library/react';
import { newIdempotencyKey, useSubmissionKey } from '../idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('are random UUID v4s, also where crypto.randomUUID is missing (plain http)', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('stay the same for the same content until done, and change with the content', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor('cart A');
    expect(result.current.keyFor('cart A')).toBe(first);
    const other = result.current.keyFor('cart B');
    expect(other).not.toBe(first);
    result.current.done();
    expect(result.current.keyFor('cart B')).not.toBe(other);
  });
});
