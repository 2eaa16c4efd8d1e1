import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  id: string;
  label: string;
  /** A standing help text under the control (id `${id}-hint`). */
  hint?: ReactNode;
  /** The message to show now (undefined while the field is fine or not yet checked); id `${id}-error`. */
  error?: string;
  /** Where the message is shown instead, when one message speaks for several fields: this field only points at it. */
  errorId?: string;
  /** The asterisk after the label; by default when the field is required. */
  requiredMark?: boolean;
  /** Classes of the wrapper (Bootstrap's spacing under a field by default). */
  groupClassName?: string;
  labelClassName?: string;
}

type InputField = FieldFrame & { as?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
/** A menu's choices: a value that is its own label, or a value with its label. */
export type FieldOption = string | { readonly value: string; readonly label: string };
/** `options` follow any options given as children (a leading "All …", say). */
type SelectField = FieldFrame & { as: 'select'; options?: readonly FieldOption[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'id'
  >;

const optionOf = (option: FieldOption) => (typeof option === 'string' ? { value: option, label: option } : option);
type TextareaField = FieldFrame & { as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;
export type FieldProps = InputField | SelectField | TextareaField;

/** Space-separated names (classes, ids), or undefined when there are none. */
const joined = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * A labelled control (input, select with its options as children, or textarea) with its hint
 * and message tied to it (aria-invalid, aria-describedby), so both are read with the field.
 * Other props go to the control itself.
 */
export function Field(props: FieldProps) {
  const {
    id,
    label,
    hint,
    error,
    errorId,
    requiredMark = !!props.required,
    groupClassName = 'mb-3',
    labelClassName,
    ...control
  } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const messageId = error ? (errorId ?? `${id}-error`) : undefined;
  const tie = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': joined(hintId, messageId) } as const;
  const invalid = !!error && 'is-invalid';

  let element: ReactNode;
  if (control.as === 'select') {
    const { as: _as, className, options = [], children, ...select } = control;
    element = (
      <select {...select} {...tie} className={joined('form-select', invalid, className)}>
        {children}
        {options.map(optionOf).map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    );
  } else if (control.as === 'textarea') {
    const { as: _as, className, ...textarea } = control;
    element = <textarea {...textarea} {...tie} className={joined('form-control', invalid, className)} />;
  } else {
    const { as: _as, className, ...input } = control;
    element = <input {...input} {...tie} className={joined('form-control', invalid, className)} />;
  }

  return (
    <div className={joined(groupClassName)}>
      <label htmlFor={id} className={joined('form-label', labelClassName)}>
        {label}
        {requiredMark && <span aria-hidden="true"> *</span>}
      </label>
      {element}
      {hint && (
        <small id={hintId} className="form-text">
          {hint}
        </small>
      )}
      {error && !errorId && (
        <div id={messageId} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

/** A value the form shows but cannot change here (ID, dates …), still labelled and focusable. */
export function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} className="form-control-plaintext" readOnly value={value} />
    </div>
  );
}
