import { useMutation } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FormFailure } from '../../../api/api-errors';
import { addToCachedList } from '../../../api/cache-updates';
import { CheckboxGroup, focusCheckboxGroup } from '../../../components/CheckboxGroup';
import { Field } from '../../../components/form/Field';
import { useFormState } from '../../../hooks/use-form-state';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import {
  CreateWebhookEndpointDocument,
  type CreateWebhookEndpointMutation,
} from '../api/create-webhook-endpoint.generated';
import type { WebhooksQuery } from '../api/webhooks.generated';
import {
  EMPTY_WEBHOOK_FORM,
  selectedEvents,
  WEBHOOK_URL_MAX,
  webhookFormErrors,
  webhookInput,
  type WebhookField,
} from '../utils/webhook-form';

export type CreatedWebhook = CreateWebhookEndpointMutation['createWebhookEndpoint'];
type EventOption = WebhooksQuery['webhookEvents'][number];

const FIELD_ORDER: readonly WebhookField[] = ['url', 'events'];

/** The field to take a person to: the events' first box stands for the group. */
function focusField(field: WebhookField) {
  if (field === 'events') focusCheckboxGroup('webhook-events');
  else document.getElementById(`webhook-${field}`)?.focus();
}

/**
 * Registers an endpoint: its address and the events it asks for. The endpoint joins the end of
 * the list in the cache (the list is oldest first); its secret goes to `onCreated`, the only
 * place it ever is. The server's field messages (BAD_USER_INPUT) show under their fields.
 */
export function WebhookForm({
  events,
  onCreated,
}: {
  events: readonly EventOption[];
  onCreated: (created: CreatedWebhook) => void;
}) {
  const form = useFormState(EMPTY_WEBHOOK_FORM);
  const { values } = form;
  const [createEndpoint, { loading }] = useMutation(CreateWebhookEndpointDocument);

  const errors = webhookFormErrors(values);

  // The list is oldest first: a new endpoint joins its end.
  const send = async () => {
    const result = await createEndpoint({
      variables: { input: webhookInput(values) },
      update: (cache, { data }) =>
        addToCachedList(cache, 'webhookEndpoints', data?.createWebhookEndpoint.endpoint, 'end'),
    });
    const created = result.data?.createWebhookEndpoint;
    if (result.error || !created) throw result.error ?? new Error('No answer');
    form.reset(EMPTY_WEBHOOK_FORM);
    onCreated(created);
  };
  const failed = (refusal: FormFailure) => ({
    message: 'The endpoint could not be registered.',
    detail: refusal.code === 'BAD_USER_INPUT' ? refusal.message : null,
  });
  const { submit, failure } = useFormSubmit({
    form,
    fields: FIELD_ORDER,
    errors,
    focus: focusField,
    busy: loading,
    send,
    failure: failed,
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="register-webhook-title">
      {failure && (
        <Alert variant="danger" transition={false}>
          <p className="mb-0">{failure.message}</p>
          {failure.detail && <p className="mb-0 mt-1 small">{failure.detail}</p>}
        </Alert>
      )}
      <Field
        id="webhook-url"
        {...form.bind('url', errors, { onLeave: false })}
        type="url"
        inputMode="url"
        label="Endpoint URL"
        required
        maxLength={WEBHOOK_URL_MAX}
        autoComplete="off"
        spellCheck={false}
        hint="An https address that answers with a 2xx status within 5 seconds."
      />
      <CheckboxGroup
        id="webhook-events"
        optionIdPrefix="webhook-event"
        legend="Events"
        required
        hint="What the endpoint is told of. Each event is one POST to its address."
        options={events.map(({ event, description }) => ({ value: event, description }))}
        chosen={selectedEvents(values)}
        error={form.visible(errors, 'events')}
        onChange={(chosen) => form.set('events', chosen.join(' '))}
        labelClassName="font-monospace"
      />
      <div className="d-flex justify-content-end">
        <Button type="submit" variant="primary" disabled={loading}>
          {loading ? 'Registering…' : 'Register endpoint'}
        </Button>
      </div>
    </Form>
  );
}
