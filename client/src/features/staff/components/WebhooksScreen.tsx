import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { FormSection } from '../../../components/FormSection';
import { onDemand } from '../../../components/on-demand';
import { ScreenHeader, ScreenIntro } from '../../../components/ScreenHeader';
import { whenIdle } from '../../../lib/when-idle';
import { WebhooksDocument } from '../api/webhooks.generated';
import type { WebhookAction } from './WebhookConfirmDialog';
import { DeliveryLog, endpointTitleId, WebhookEndpointList, type WebhookEndpointRow } from './WebhookEndpointList';
import { WebhookForm } from './WebhookForm';
import { WebhookSecretPanel, type ShownSecret } from './WebhookSecretPanel';
import './webhooks.css';

// The confirmation (Bootstrap's modal) and the delivery log load once the page is idle, or when first asked for.
const WebhookConfirmDialog = onDemand(() =>
  import('./WebhookConfirmDialog').then((module) => module.WebhookConfirmDialog),
);

export const WEBHOOKS_TITLE = 'Webhooks';
const LIST_TITLE_ID = 'webhook-endpoints-title';

/**
 * The shop's webhook endpoints (employees): what a webhook is, a form to register one, a signing
 * secret shown once (after registering, and after Rotate secret), and the endpoints, each with
 * its actions and its delivery log.
 */
export function WebhooksScreen() {
  const { data, error } = useQuery(WebhooksDocument);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [dialog, setDialog] = useState<{ action: WebhookAction; endpoint: WebhookEndpointRow } | null>(null);
  // Where the focus goes when what held it goes away: an endpoint's heading, or the list's.
  const [focusTarget, setFocusTarget] = useState<{ id: string; turn: number } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);
  useEffect(
    () =>
      whenIdle(() => {
        void WebhookConfirmDialog.preload();
        void DeliveryLog.preload();
      }),
    [],
  );
  const focus = (id: string) => setFocusTarget((current) => ({ id, turn: (current?.turn ?? 0) + 1 }));

  return (
    <section aria-labelledby="webhooks-title">
      <ScreenHeader title={WEBHOOKS_TITLE} headingId="webhooks-title" />
      <ScreenIntro>
        <p>
          A webhook tells another system what happens in the shop as it happens: for each event an endpoint asks for,
          the server sends a POST with a JSON message to its address, signed with the endpoint&rsquo;s secret (Standard
          Webhooks: the webhook-id, webhook-timestamp and webhook-signature headers).
        </p>
        <p className="mb-4">
          A failed delivery is tried again for 24 hours. The signing secret is shown once, when the endpoint is
          registered or its secret rotated.
        </p>
        {secret && (
          <WebhookSecretPanel
            key={`${secret.endpoint.id}-${secret.secret}`}
            shown={secret}
            onDone={() => {
              const id = endpointTitleId(secret.endpoint.id);
              setSecret(null);
              focus(document.getElementById(id) ? id : LIST_TITLE_ID);
            }}
          />
        )}
      </ScreenIntro>
      {error && !data ? (
        <Alert variant="danger">The webhook endpoints could not be loaded.</Alert>
      ) : !data ? (
        <p role="status">Loading webhook endpoints…</p>
      ) : (
        <>
          <FormSection titleId="register-webhook-title" title="Register an endpoint">
            <WebhookForm
              events={data.webhookEvents}
              onCreated={({ endpoint, secret: created }) => setSecret({ kind: 'created', endpoint, secret: created })}
            />
          </FormSection>
          <section aria-labelledby={LIST_TITLE_ID}>
            <h2 id={LIST_TITLE_ID} tabIndex={-1} className="h4">
              Endpoints
            </h2>
            {data.webhookEndpoints.length === 0 ? (
              <p role="status">No webhook endpoints yet.</p>
            ) : (
              <WebhookEndpointList
                endpoints={data.webhookEndpoints}
                onAction={(action, endpoint) => setDialog({ action, endpoint })}
              />
            )}
          </section>
        </>
      )}
      {dialog && (
        <WebhookConfirmDialog
          action={dialog.action}
          endpoint={dialog.endpoint}
          onClose={() => setDialog(null)}
          onRotated={(shown) => {
            setDialog(null);
            setSecret(shown);
          }}
          onDeleted={() => {
            setDialog(null);
            // A secret still on show for the deleted endpoint goes with it.
            setSecret((current) => (current?.endpoint.id === dialog.endpoint.id ? null : current));
            focus(LIST_TITLE_ID);
          }}
        />
      )}
    </section>
  );
}
