import { useCallback, useState } from 'react';

/** The messages of a form, by field (undefined while a field is fine). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's values, which fields were left (touched), whether a submit was tried, and the
 * field messages the server sent with its last refusal. A field's own message shows once it
 * was touched or after a submit attempt; the server's shows until that field changes.
 */
export function useFormState<V extends { [K in keyof V]: string }>(initial: V) {
  type F = keyof V & string;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const set = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's remark about this field no longer applies once it changes.
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  const change = useCallback(
    (field: F) => (event: { target: { value: string } }) => set(field, event.target.value),
    [set],
  );
  const touch = useCallback((field: F) => () => setTouched((current) => ({ ...current, [field]: true })), []);

  /** A submit attempt: every field's own message shows from now on; the server's earlier ones go. */
  const attempt = useCallback(() => {
    setSubmitted(true);
    setServerErrors({});
  }, []);

  /** Back to a fresh form (nothing touched, no attempt, no server messages). */
  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, []);

  /** The message to show under a field now, if any. */
  const visible = (errors: FieldErrors<F>, field: F): string | undefined =>
    (submitted || touched[field] ? errors[field] : undefined) ?? serverErrors[field];

  /**
   * What a Field takes from the form to edit `field`: its value, its change handler and the
   * message to show now. Leaving the field shows its message (onBlur); with `{ onLeave: false }`
   * the messages wait for a submit.
   */
  const bind = (field: F, errors: FieldErrors<F> = {}, { onLeave = true } = {}) => ({
    value: values[field],
    onChange: change(field),
    ...(onLeave ? { onBlur: touch(field) } : {}),
    error: visible(errors, field),
  });

  return { values, setValues, set, change, touch, submitted, attempt, reset, visible, bind, setServerErrors };
}
