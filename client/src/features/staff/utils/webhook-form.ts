import type { FieldErrors } from '../../../hooks/use-form-state';

/**
 * The register-endpoint form's rules, the server's own (CreateWebhookEndpointInput): an address
 * of at most 500 characters and at least one event. Whether the address may be plain http or
 * private is the server's to say (WEBHOOK_ALLOW_PRIVATE): its message lands under the field.
 */
export const WEBHOOK_URL_MAX = 500;

/**
 * The form's values as its fields hold them, named as the server names the input's fields so its
 * messages land under them: the events space-separated (an event name has no space).
 */
export interface WebhookFormValues {
  url: string;
  events: string;
}
export type WebhookField = keyof WebhookFormValues;

export const EMPTY_WEBHOOK_FORM: WebhookFormValues = { url: '', events: '' };

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address that receives the events, e.g. https://example.com/hooks/waters.',
  urlInvalid: 'Enter a full address that starts with https://.',
  urlTooLong: `The address can be at most ${WEBHOOK_URL_MAX} characters.`,
  eventsRequired: 'Choose at least one event.',
} as const;

export const selectedEvents = (values: Pick<WebhookFormValues, 'events'>): string[] =>
  values.events.split(' ').filter(Boolean);

/** Whether the text is an absolute web address (http or https; the server decides which it takes). */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The form's own messages, by field. */
export function webhookFormErrors(values: WebhookFormValues): FieldErrors<WebhookField> {
  const errors: FieldErrors<WebhookField> = {};
  const url = values.url.trim();
  if (url === '') errors.url = WEBHOOK_MESSAGES.urlRequired;
  else if (url.length > WEBHOOK_URL_MAX) errors.url = WEBHOOK_MESSAGES.urlTooLong;
  else if (!isWebAddress(url)) errors.url = WEBHOOK_MESSAGES.urlInvalid;
  if (selectedEvents(values).length === 0) errors.events = WEBHOOK_MESSAGES.eventsRequired;
  return errors;
}

/** What createWebhookEndpoint is sent. */
export const webhookInput = (values: WebhookFormValues) => ({ url: values.url.trim(), events: selectedEvents(values) });

/** The form for useCreateForm: its fields' ids start `webhook-`, the events are its boxes. */
export const WEBHOOK_FORM = {
  empty: EMPTY_WEBHOOK_FORM,
  rules: webhookFormErrors,
  idPrefix: 'webhook',
  choices: 'events',
} as const;

/** A delivery's state in words. */
export const DELIVERY_STATUS: Record<string, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'text-bg-warning' },
  delivered: { label: 'Delivered', tone: 'text-bg-success' },
  failed: { label: 'Failed', tone: 'text-bg-danger' },
};

export const deliveryStatus = (status: string) =>
  DELIVERY_STATUS[status] ?? { label: status, tone: 'text-bg-secondary' };
