import { useState, type KeyboardEvent } from 'react';
import { MAX_QUANTITY } from '../state/cart';

interface QuantitySelectorProps {
  productName: string;
  value: number;
  onChange: (value: number) => void;
}

const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, quantity));

/**
 * The card's '-' and '+' selector, with the number typed in between if preferred: starts at 1,
 * never below 1 nor above 999 (a typed number is held to that as it is typed). A phone shows
 * its number pad; arrow keys step as on any spin button; a step by button is announced.
 */
export function QuantitySelector({ productName, value, onChange }: QuantitySelectorProps) {
  // What is in the box while typing ('' after clearing it); the quantity itself is always valid.
  const [draft, setDraft] = useState<string | null>(null);
  const [stepped, setStepped] = useState('');
  const step = (by: number) => {
    setDraft(null);
    onChange(clamp(value + by));
    setStepped(String(clamp(value + by)));
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (by === undefined) return;
    event.preventDefault();
    setDraft(null);
    onChange(clamp(value + by));
  };
  // '-' stays enabled at 1 (it just does nothing) so keyboard focus is never dropped by a disabled button.
  return (
    <>
      <div className="input-group input-group-sm quantity-selector" role="group" aria-label={`Quantity of ${productName}`}>
        <button type="button" className="btn btn-outline-primary" aria-label={`Decrease quantity of ${productName}`} onClick={() => step(-1)}>
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
          value={draft ?? String(value)}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, String(MAX_QUANTITY).length);
            setDraft(digits);
            if (digits !== '') onChange(clamp(Number(digits)));
          }}
          onKeyDown={keys}
          onBlur={() => setDraft(null)}
        />
        <button type="button" className="btn btn-outline-primary" aria-label={`Increase quantity of ${productName}`} onClick={() => step(1)}>
          +
        </button>
      </div>
      {/* Outside the group: Bootstrap rounds the group's first and last controls. */}
      <span className="visually-hidden" aria-live="polite">
        {stepped}
      </span>
    </>
  );
}
