import { MAX_QUANTITY } from '../../../state/cart';

interface QuantitySelectorProps {
  productName: string;
  value: number;
  onChange: (value: number) => void;
}

/** The card's '-' and '+' selector: starts at 1, never below 1 nor above 999; the number is announced as it changes. */
export function QuantitySelector({ productName, value, onChange }: QuantitySelectorProps) {
  // '-' stays enabled at 1 (it just does nothing) so keyboard focus is never dropped by a disabled button.
  return (
    <div className="input-group input-group-sm quantity-selector" role="group" aria-label={`Quantity of ${productName}`}>
      <button type="button" className="btn btn-outline-primary" aria-label={`Decrease quantity of ${productName}`} onClick={() => onChange(Math.max(1, value - 1))}>
        -
      </button>
      <output className="form-control text-center" aria-live="polite" aria-label={`Quantity of ${productName}`}>
        {value}
      </output>
      <button type="button" className="btn btn-outline-primary" aria-label={`Increase quantity of ${productName}`} onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}>
        +
      </button>
    </div>
  );
}
