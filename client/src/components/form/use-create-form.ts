import type { FormFailure } from '../../api/api-errors';
import { useFormState, type FieldErrors } from '../../hooks/use-form-state';
import { useFormSubmit, type SubmitFailure } from '../../hooks/use-form-submit';
import { focusCheckboxGroup } from '../CheckboxGroup';

/** What a form that creates a record with a secret (an API key, a webhook endpoint) is, before it is wired to its mutation. */
export interface CreateFormSpec<V> {
  /** The empty form, its fields in the order a person meets them (the first with a message takes the focus). */
  empty: V;
  /** The form's own messages, by field. */
  rules: (values: V) => FieldErrors<keyof V & string>;
  /** Each field's id is `${idPrefix}-${field}`. */
  idPrefix: string;
  /** The field a CheckboxGroup edits: its words space-separated (a scope or an event has no space). */
  choices: keyof V & string;
}

interface CreateFormWiring<V, C> {
  /** While the mutation is under way. */
  busy: boolean;
  /** Sends the form: the record made, or a throw when refused or failed. */
  create: (values: V) => Promise<C>;
  /** What to show above the form for a refusal that names none of its fields. */
  failure: (refusal: FormFailure) => SubmitFailure;
  /** The record made (its secret is shown only here), once the form is empty again for the next one. */
  onCreated: (created: C) => void;
}

/** The answer a mutation gave, or a throw when it failed or gave none. */
export function answerOf<A>(result: { error?: unknown }, answer: A | null | undefined): A {
  if (result.error || !answer) throw result.error ?? new Error('No answer');
  return answer;
}

/**
 * A create form's state and submit (useFormSubmit): its messages show after a submit, not on
 * leaving a field, and the server's stay until their field changes. `field` and `checkboxes` are
 * what a Field and the CheckboxGroup take from it.
 */
export function useCreateForm<V extends { [K in keyof V]: string }, C>(
  { empty, rules, idPrefix, choices }: CreateFormSpec<V>,
  { busy, create, failure, onCreated }: CreateFormWiring<V, C>,
) {
  type F = keyof V & string;
  const form = useFormState(empty);
  const { values } = form;
  const errors = rules(values);
  const id = (name: F) => `${idPrefix}-${name}`;

  const { submit, failure: shownFailure } = useFormSubmit({
    form,
    fields: Object.keys(empty) as F[],
    errors,
    // The group's first box stands for it.
    focus: (name) => (name === choices ? focusCheckboxGroup(id(name)) : document.getElementById(id(name))?.focus()),
    busy,
    send: async () => {
      const created = await create(values);
      form.reset(empty);
      onCreated(created);
    },
    failure,
  });

  const field = (name: F) => ({ id: id(name), ...form.bind(name, errors, { onLeave: false }) });
  const checkboxes = {
    id: id(choices),
    chosen: values[choices].split(' ').filter(Boolean),
    error: form.visible(errors, choices),
    onChange: (chosen: string[]) => form.set(choices, chosen.join(' ')),
  };
  return { submit, failure: shownFailure, field, checkboxes };
}
