import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { formFailure, type FormFailure } from '../api/api-errors';
import type { FieldErrors } from './use-form-state';

/** A refusal shown above a form: what failed, and the server's reason when it is worth showing. */
export interface SubmitFailure {
  message: string;
  detail?: string | null;
}

interface FormSubmitOptions<F extends string> {
  /** The form's state (useFormState): the attempt, and where the server's field messages go. */
  form: { attempt: () => void; setServerErrors: (errors: Record<string, string>) => void };
  /** The fields in the order a person meets them: the first with a message takes the focus. */
  fields: readonly F[];
  /** The form's own messages now. */
  errors: FieldErrors<F>;
  /** Takes the focus to a field. */
  focus: (field: F) => void;
  /** While true (the mutation under way) a submit does nothing. */
  busy: boolean;
  /** Sends the form; throws when refused or failed. */
  send: () => Promise<void>;
  /** What to show above the form for a refusal that names none of its fields. */
  failure: (refusal: FormFailure) => SubmitFailure;
}

/**
 * A form's submit, checked here first: with a message of its own the first field that has one takes
 * the focus and nothing is sent. A refusal with the server's field messages (BAD_USER_INPUT
 * extensions.fields) puts them under their fields and takes the focus to the first; any other
 * refusal is `failure`, shown above the form until the next submit.
 */
export function useFormSubmit<F extends string>({
  form,
  fields,
  errors,
  focus,
  busy,
  send,
  failure: failureOf,
}: FormSubmitOptions<F>) {
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.attempt();
    setFailure(null);
    const firstInvalid = fields.find((name) => errors[name]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    try {
      await send();
    } catch (error) {
      const refusal = formFailure(error);
      const named = fields.find((name) => refusal.fields[name]);
      if (refusal.code === 'BAD_USER_INPUT' && named) {
        // The messages are in place (and read with the field) before the field takes the focus.
        flushSync(() => form.setServerErrors(refusal.fields));
        focus(named);
      } else {
        setFailure(failureOf(refusal));
      }
    }
  };

  return { submit, failure };
}
