import type { ReactNode } from 'react';
import './checkbox-group.css';

/** One box of a group: its value (its label too) and what choosing it means. */
export interface CheckboxOption {
  readonly value: string;
  readonly description: ReactNode;
}

export interface CheckboxGroupProps {
  /** The fieldset's id; its message is `${id}-error`. */
  id: string;
  /** Each box's id is `${optionIdPrefix}-` and its value with anything but letters and digits as dashes; its description's, that and `-description`. */
  optionIdPrefix: string;
  legend: string;
  /** The asterisk after the legend. */
  required?: boolean;
  /** A standing help text under the legend. */
  hint?: ReactNode;
  options: readonly CheckboxOption[];
  chosen: readonly string[];
  /** The group's message (undefined while it is fine or not yet checked): beside the boxes, describing the group. */
  error?: string;
  /** The values chosen once a box is ticked or cleared, in the options' order. */
  onChange: (chosen: string[]) => void;
  /** More classes of each box's label. */
  labelClassName?: string;
}

/** The id of a group's box for `value`. */
export const checkboxId = (prefix: string, value: string) => `${prefix}-${value.replace(/[^a-z0-9]+/gi, '-')}`;

/** Takes the focus to a group's first box: it stands for the group (after a message about it, say). */
export function focusCheckboxGroup(id: string) {
  document.getElementById(id)?.querySelector<HTMLInputElement>('input')?.focus();
}

/**
 * A group of boxes under a legend (a fieldset), each box with its description tied to it
 * (aria-describedby); the group's message under them, marking every box invalid and describing
 * the group.
 */
export function CheckboxGroup({
  id,
  optionIdPrefix,
  legend,
  required = false,
  hint,
  options,
  chosen,
  error,
  onChange,
  labelClassName,
}: CheckboxGroupProps) {
  const errorId = `${id}-error`;
  const toggle = (value: string, on: boolean) =>
    onChange(
      options.map((option) => option.value).filter((option) => (option === value ? on : chosen.includes(option))),
    );
  return (
    <fieldset id={id} className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {hint && <p className="form-text mt-0 mb-2">{hint}</p>}
      {options.map(({ value, description }) => {
        const boxId = checkboxId(optionIdPrefix, value);
        return (
          <div key={value} className="form-check checkbox-option">
            <input
              type="checkbox"
              id={boxId}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              checked={chosen.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
              aria-describedby={`${boxId}-description`}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={boxId} className={`form-check-label${labelClassName ? ` ${labelClassName}` : ''}`}>
              {value}
            </label>
            <div id={`${boxId}-description`} className="form-text mt-0">
              {description}
            </div>
          </div>
        );
      })}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
