import { useState } from 'react';
import { useFormState, type FieldErrors } from '../../../hooks/use-form-state';
import type { SubmitFailure } from '../../../hooks/use-form-submit';
import { MESSAGES } from '../../../lib/messages';
import { missingProfileField, type ProfileValues } from '../utils/profile-rules';

/**
 * The sign-up and profile forms' state: the values and their messages (shown once a field is left
 * or after a submit), the failure above the form, and whether it succeeded (the fields are locked
 * then, while the page moves on). Each field's id is `${idPrefix}-${field}`; `alerts` are what
 * AccountForm shows above them: the failure, or the `success` message.
 */
export function useAccountForm<V extends ProfileValues & { [K in keyof V]: string }>(
  initial: V,
  rules: (values: V) => FieldErrors<keyof V & string>,
  { idPrefix, order, success }: { idPrefix: string; order: readonly (keyof V & string)[]; success: string },
) {
  type F = keyof V & string;
  const form = useFormState(initial);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const errors = rules(form.values);
  const shown = (field: F) => form.visible(errors, field);
  const focusField = (field: F) => document.getElementById(`${idPrefix}-${field}`)?.focus();

  /**
   * A submit's own checks: with a field message the first such field takes the focus and the
   * answer is false (nothing to send). Above the form it says that a field is left empty (a profile
   * field, or another that is `missing`), else that the passwords differ; else only the fields speak.
   */
  const checked = ({ missing, passwordsDiffer }: { missing: boolean; passwordsDiffer: boolean }) => {
    form.attempt();
    const firstInvalid = order.find((field) => errors[field]);
    if (!firstInvalid) {
      setFailure(null);
      return true;
    }
    if (missing || missingProfileField(form.values)) setFailure({ message: MESSAGES.fillAllFields });
    else setFailure(passwordsDiffer ? { message: MESSAGES.passwordsDoNotMatch } : null);
    focusField(firstInvalid);
    return false;
  };

  /** What a Field of the form takes to edit `field`, locked once the form succeeded. */
  const field = (name: F) => ({ id: `${idPrefix}-${name}`, ...form.bind(name, errors), disabled: succeeded });

  const alerts = { failure, success: succeeded ? success : null };
  return { form, shown, setFailure, succeeded, setSucceeded, focusField, checked, field, alerts };
}
