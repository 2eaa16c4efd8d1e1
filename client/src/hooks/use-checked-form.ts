import { useState, type FormEvent } from 'react';
import { useFormState, type FieldErrors } from './use-form-state';

/**
 * A small form checked before it is sent (a trade application, a price group, a trade rule): its
 * values and its own messages (shown once a submit was tried, or a field left with `onLeave`); a
 * submit with a message focuses the first such field and sends nothing; a refusal or failure is
 * `message`, said above the fields until the next submit. Each field's id is `${idPrefix}-${field}`.
 * (useFormSubmit also puts the server's messages under their fields.)
 */
export function useCheckedForm<V extends { [K in keyof V]: string }>({
  initial,
  rules,
  fields,
  idPrefix,
  busy,
  send,
  failure,
  onLeave = false,
}: {
  initial: V;
  rules: (values: V) => FieldErrors<keyof V & string>;
  /** In the order a person meets them. */
  fields: readonly (keyof V & string)[];
  idPrefix: string;
  busy: boolean;
  /** Sends the values; throws when refused or failed. */
  send: (values: V) => Promise<void>;
  /** What to say for what `send` threw. */
  failure: (error: unknown) => string;
  onLeave?: boolean;
}) {
  const form = useFormState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const errors = rules(form.values);
  const id = (name: keyof V & string) => `${idPrefix}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.attempt();
    setMessage(null);
    const invalid = fields.find((name) => errors[name]);
    if (invalid) document.getElementById(id(invalid))?.focus();
    else await send(form.values).catch((error: unknown) => setMessage(failure(error)));
  };

  return {
    submit,
    message,
    field: (name: keyof V & string) => ({ id: id(name), ...form.bind(name, errors, { onLeave }) }),
  };
}
