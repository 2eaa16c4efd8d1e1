import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_QUANTITY } from '../state/cart';

export const QUANTITY_LIMITS = { most: `At most ${MAX_QUANTITY} per product.`, least: 'At least 1.' } as const;

interface QuantitySelectorProps {
  productName: string;
  value: number;
  onChange: (value: number) => void;
}

const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, quantity));

/**
 * The '-' and '+' selector, with the number typed in between if preferred: starts at 1, never
 * below 1 nor above 999; when a step or a typed number goes past either, the limit is said under
 * it (and the number held to it), never applied without a word. A phone shows its number pad;
 * arrow keys step as on any spin button; a step by button is announced.
 */
export function QuantitySelector({ productName, value, onChange }: QuantitySelectorProps) {
  // What is in the box while typing ('' after clearing it); the quantity itself is always valid.
  const [draft, setDraft] = useState<string | null>(null);
  const [stepped, setStepped] = useState('');
  /** The limit a step or a typed number ran into, shown until the next change. */
  const [limit, setLimit] = useState<string | null>(null);
  const limitId = `quantity-limit-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const take = (wanted: number) => {
    setLimit(wanted > MAX_QUANTITY ? QUANTITY_LIMITS.most : wanted < 1 ? QUANTITY_LIMITS.least : null);
    onChange(clamp(wanted));
    return clamp(wanted);
  };
  const step = (by: number) => {
    setDraft(null);
    setStepped(String(take(value + by)));
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (by === undefined) return;
    event.preventDefault();
    setDraft(null);
    take(value + by);
  };
  // '-' stays enabled at 1 (it says the limit) so keyboard focus is never dropped by a disabled button.
  return (
    <>
      <div
        className="input-group input-group-sm quantity-selector"
        role="group"
        aria-label={`Quantity of ${productName}`}
      >
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-label={`Decrease quantity of ${productName}`}
          onClick={() => step(-1)}
        >
          -
        </button>
        <input
          type="text"
          role="spinbutton"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="form-control text-center"
          aria-label={`Quantity of ${productName}`}
          aria-valuemin={1}
          aria-valuemax={MAX_QUANTITY}
          aria-valuenow={value}
          aria-describedby={limit ? limitId : undefined}
          value={draft ?? String(value)}
          onChange={(event) => {
            // One digit more than the limit has: enough to see that it went past it.
            const digits = event.target.value.replace(/\D/g, '').slice(0, String(MAX_QUANTITY).length + 1);
            setDraft(digits);
            if (digits !== '') take(Number(digits));
          }}
          onKeyDown={keys}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-label={`Increase quantity of ${productName}`}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {/* Outside the group: Bootstrap rounds the group's first and last controls. */}
      <span className="visually-hidden" aria-live="polite">
        {stepped}
      </span>
      {/* Empty (no height) until a limit bites; there from the start so that screen readers announce it. */}
      <div id={limitId} className={limit ? 'form-text text-danger-emphasis mt-1' : undefined} aria-live="polite">
        {limit}
      </div>
    </>
  );
}
