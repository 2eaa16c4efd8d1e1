import { useId, useState } from 'react';
import { clampServings, MAX_SERVINGS, MIN_SERVINGS } from './recipe-packs';

interface ServingsControlProps {
  /** Named in the labels, so each recipe's control is told apart. */
  recipeTitle: string;
  value: number;
  onChange: (servings: number) => void;
}

/** How many servings to cook: typed (held to 1–50) or stepped with − and +. */
export function ServingsControl({ recipeTitle, value, onChange }: ServingsControlProps) {
  const id = useId();
  // What is in the box while typing ('' after clearing it); the servings themselves are always valid.
  const [draft, setDraft] = useState<string | null>(null);
  const step = (by: number) => {
    setDraft(null);
    onChange(clampServings(value + by));
  };
  return (
    <div>
      <label htmlFor={id} className="form-label small mb-1">
        Servings<span className="visually-hidden"> of {recipeTitle}</span>
      </label>
      <div className="input-group input-group-sm servings-control">
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-label={`Fewer servings of ${recipeTitle}`}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_SERVINGS}
          max={MAX_SERVINGS}
          step={1}
          className="form-control text-center"
          value={draft ?? String(value)}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 3);
            if (digits === '') return setDraft('');
            const servings = clampServings(Number(digits));
            // Past the limit the box shows the limit at once, as the packs below it do.
            setDraft(Number(digits) > MAX_SERVINGS ? String(servings) : digits);
            onChange(servings);
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-label={`More servings of ${recipeTitle}`}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
