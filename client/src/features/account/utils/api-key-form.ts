import { isCalendarDay, manilaDay, manilaDayEnd } from '@waters/domain';
import type { FieldErrors } from '../../../hooks/use-form-state';

/**
 * The create-key form's rules, the server's own (CreateApiKeyInput): a name of 1 to 80
 * characters, at least one scope, and an optional last day in Manila (UTC+8 all year) from
 * today on. Checked before sending so a person sees why at once; the server checks again.
 */
export const API_KEY_NAME_MAX = 80;

/**
 * The form's values as its fields hold them, named as the server names the input's fields so its
 * messages land under them: the scopes space-separated (a scope has no space), the last day
 * YYYY-MM-DD or empty.
 */
export interface ApiKeyFormValues {
  name: string;
  scopes: string;
  expiresAt: string;
}
export type ApiKeyField = keyof ApiKeyFormValues;

export const EMPTY_API_KEY_FORM: ApiKeyFormValues = { name: '', scopes: '', expiresAt: '' };

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name, e.g. "Weekly re-order script".',
  nameTooLong: `The name can be at most ${API_KEY_NAME_MAX} characters.`,
  scopesRequired: 'Choose at least one scope.',
  expiryInvalid: 'Enter a date, or leave it empty.',
  expiryPast: 'Choose today or a later day.',
} as const;

/** Today's date in Manila, YYYY-MM-DD. */
export const manilaToday = (now: Date = new Date()): string => manilaDay(now);

/** The key works through the whole chosen day: it stops at its last millisecond in Manila. */
export function expiryOf(day: string): string {
  const end = manilaDayEnd(day);
  if (!end) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(end.getTime() - 1).toISOString();
}

export const selectedScopes = (values: Pick<ApiKeyFormValues, 'scopes'>): string[] =>
  values.scopes.split(' ').filter(Boolean);

/** The form's own messages, by field. */
export function apiKeyFormErrors(values: ApiKeyFormValues, now: Date = new Date()): FieldErrors<ApiKeyField> {
  const errors: FieldErrors<ApiKeyField> = {};
  const name = values.name.trim();
  if (name === '') errors.name = API_KEY_MESSAGES.nameRequired;
  else if (name.length > API_KEY_NAME_MAX) errors.name = API_KEY_MESSAGES.nameTooLong;
  if (selectedScopes(values).length === 0) errors.scopes = API_KEY_MESSAGES.scopesRequired;
  if (values.expiresAt !== '') {
    if (!isCalendarDay(values.expiresAt)) errors.expiresAt = API_KEY_MESSAGES.expiryInvalid;
    else if (values.expiresAt < manilaToday(now)) errors.expiresAt = API_KEY_MESSAGES.expiryPast;
  }
  return errors;
}

/** What createApiKey is sent. */
export const apiKeyInput = (values: ApiKeyFormValues) => ({
  name: values.name.trim(),
  scopes: selectedScopes(values),
  expiresAt: values.expiresAt ? expiryOf(values.expiresAt) : null,
});

/** The form for useCreateForm: its fields' ids start `api-key-`, the scopes are its boxes. */
export const API_KEY_FORM = {
  empty: EMPTY_API_KEY_FORM,
  rules: apiKeyFormErrors,
  idPrefix: 'api-key',
  choices: 'scopes',
} as const;
