import { useMutation } from '@apollo/client/react';
import { Alert } from '../../../components/Alert';
import Form from 'react-bootstrap/Form';
import type { FormFailure } from '../../../api/api-errors';
import { addToCachedList } from '../../../api/cache-updates';
import { Field } from '../../../components/form/Field';
import { KeywordChoices } from '../../../components/form/KeywordChoices';
import { SubmitRow } from '../../../components/form/SubmitRow';
import { answerOf, useCreateForm } from '../../../components/form/use-create-form';
import {
  CreateWebhookEndpointDocument,
  type CreateWebhookEndpointMutation,
} from '../api/create-webhook-endpoint.generated';
import type { WebhooksQuery } from '../api/webhooks.generated';
import { WEBHOOK_FORM, WEBHOOK_URL_MAX, webhookInput, type WebhookFormValues } from '../utils/webhook-form';

export type CreatedWebhook = CreateWebhookEndpointMutation['createWebhookEndpoint'];
type EventOption = WebhooksQuery['webhookEvents'][number];

const failed = (refusal: FormFailure) => ({
  message: 'The endpoint could not be registered.',
  detail: refusal.code === 'BAD_USER_INPUT' ? refusal.message : null,
});

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
  const [createEndpoint, { loading }] = useMutation(CreateWebhookEndpointDocument);
  // The list is oldest first: a new endpoint joins its end.
  const create = async (values: WebhookFormValues) => {
    const result = await createEndpoint({
      variables: { input: webhookInput(values) },
      update: (cache, { data }) =>
        addToCachedList(cache, 'webhookEndpoints', data?.createWebhookEndpoint.endpoint, 'end'),
    });
    return answerOf(result, result.data?.createWebhookEndpoint);
  };
  const { submit, failure, field, checkboxes } = useCreateForm(WEBHOOK_FORM, {
    busy: loading,
    create,
    failure: failed,
    onCreated,
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="register-webhook-title">
      {failure && (
        <Alert variant="danger">
          <p className="mb-0">{failure.message}</p>
          {failure.detail && <p className="mb-0 mt-1 small">{failure.detail}</p>}
        </Alert>
      )}
      <Field
        {...field('url')}
        type="url"
        inputMode="url"
        label="Endpoint URL"
        required
        maxLength={WEBHOOK_URL_MAX}
        autoComplete="off"
        spellCheck={false}
        hint="An https address that answers with a 2xx status within 5 seconds."
      />
      <KeywordChoices
        {...checkboxes}
        optionIdPrefix="webhook-event"
        legend="Events"
        hint="What the endpoint is told of. Each event is one POST to its address."
        options={events.map(({ event, description }) => ({ value: event, description }))}
      />
      <SubmitRow label="Register endpoint" busyLabel="Registering…" busy={loading} />
    </Form>
  );
}
