import { useCallback, useState, type ChangeEvent } from 'react';

/**
 * Values of a form plus which fields were left (touched); a field's message shows once
 * it was touched or after a submit attempt.
 */
export function useFormState<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const change = useCallback(
    (field: F) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    },
    [],
  );
  const touch = useCallback((field: F) => () => setTouched((current) => ({ ...current, [field]: true })), []);
  const visible = (errors: Partial<Record<F, string>>, field: F) => (submitted || touched[field] ? errors[field] : undefined);

  return { values, setValues, change, touch, visible, submitted, setSubmitted };
}
