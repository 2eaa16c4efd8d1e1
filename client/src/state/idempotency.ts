import { useRef } from 'react';

/** The header the server reads to recognise a repeated submission (server: placeOrder). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4; crypto.randomUUID needs a secure context, getRandomValues does not (plain http on a LAN). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per submission of the same content: a retry (after a timeout, a double click)
 * sends the same key, so the server places the order once; changed content gets a new key.
 * Call `done()` after a success so the next submission is a new one.
 */
export function useSubmissionKey(): { keyFor: (content: string) => string; done: () => void } {
  const current = useRef<{ key: string; content: string } | null>(null);
  return {
    keyFor: (content) => {
      if (current.current?.content !== content) current.current = { key: newIdempotencyKey(), content };
      return current.current.key;
    },
    done: () => {
      current.current = null;
    },
  };
}
