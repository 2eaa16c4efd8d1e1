import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { RowButton } from '../../../components/lists/RowButton';
import { onDemand } from '../../../components/on-demand';
import { formatMediumDate } from '../../../lib/format';
import { toast } from '../../../state/toast';
import { UpdateWebhookEndpointDocument } from '../api/update-webhook-endpoint.generated';
import type { WebhookEndpointFieldsFragment } from '../api/webhook-fields.generated';
import type { WebhookAction } from './WebhookConfirmDialog';

// The delivery log (its table and cards) loads when the page is idle, or when first opened.
export const DeliveryLog = onDemand(() => import('./WebhookDeliveries').then((module) => module.WebhookDeliveries));

export type WebhookEndpointRow = WebhookEndpointFieldsFragment;

/** The id of an endpoint's heading: Done and the dialogs bring the focus back to it. */
export const endpointTitleId = (id: string) => `webhook-endpoint-${id}-title`;

/** The actions asked once more in a dialog, as their buttons read. */
const DIALOG_ACTIONS = [
  { action: 'rotate', text: 'Rotate secret', variant: 'outline-secondary' },
  { action: 'delete', text: 'Delete', variant: 'outline-danger' },
] as const;

/** One endpoint as a card: its address, events, state and date, its actions, and its delivery log on demand. */
function EndpointCard({
  endpoint,
  onAction,
}: {
  endpoint: WebhookEndpointRow;
  onAction: (action: WebhookAction, endpoint: WebhookEndpointRow) => void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const [updateEndpoint] = useMutation(UpdateWebhookEndpointDocument);
  const switching = useRef(false);
  const titleId = endpointTitleId(endpoint.id);
  const logId = `webhook-endpoint-${endpoint.id}-deliveries`;

  // The button keeps the focus while its words change (Turn off ↔ Turn on); a notice says what happened.
  const toggle = async () => {
    if (switching.current) return;
    switching.current = true;
    const enabled = !endpoint.enabled;
    try {
      await updateEndpoint({ variables: { id: endpoint.id, input: { enabled } } });
      toast.success(enabled ? 'Webhook endpoint turned on.' : 'Webhook endpoint turned off.');
    } catch {
      toast.failure(
        enabled ? 'The webhook endpoint could not be turned on.' : 'The webhook endpoint could not be turned off.',
      );
    } finally {
      switching.current = false;
    }
  };

  return (
    <li className="card shadow-sm mb-3 webhook-endpoint" data-record="">
      <article className="card-body p-3" aria-labelledby={titleId}>
        <h3 id={titleId} tabIndex={-1} className="h5 mb-2 font-monospace text-break">
          {endpoint.url}
        </h3>
        <dl className="webhook-endpoint-fields mb-3">
          <div>
            <dt>Events</dt>
            <dd>
              <ul className="list-inline mb-0 font-monospace small">
                {endpoint.events.map((event) => (
                  <li key={event} className="list-inline-item">
                    {event}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`badge ${endpoint.enabled ? 'text-bg-success' : 'text-bg-secondary'}`}>
                {endpoint.enabled ? 'On' : 'Off'}
              </span>
              {!endpoint.enabled && endpoint.disabledReason && (
                <>
                  {' '}
                  <span className="ms-1 text-break">{endpoint.disabledReason}</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>
              <time dateTime={endpoint.createdAt}>{formatMediumDate(endpoint.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <div className="d-flex flex-wrap gap-2 webhook-actions" role="group" aria-label={`Actions for ${endpoint.url}`}>
          <RowButton
            variant="outline-primary"
            record={endpoint.url}
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((open) => !open)}
          >
            Deliveries
          </RowButton>
          <RowButton
            variant={endpoint.enabled ? 'outline-secondary' : 'outline-success'}
            record={endpoint.url}
            onClick={() => void toggle()}
          >
            {endpoint.enabled ? 'Turn off' : 'Turn on'}
          </RowButton>
          {DIALOG_ACTIONS.map(({ action, text, variant }) => (
            <RowButton
              key={action}
              aria-haspopup="dialog"
              variant={variant}
              record={endpoint.url}
              onClick={() => onAction(action, endpoint)}
            >
              {text}
            </RowButton>
          ))}
        </div>
        <section id={logId} hidden={!logOpen} aria-labelledby={`${logId}-title`} className="mt-3 pt-3 border-top">
          {logOpen && <DeliveryLog endpointId={endpoint.id} url={endpoint.url} titleId={`${logId}-title`} />}
        </section>
      </article>
    </li>
  );
}

/** Every registered endpoint, oldest first, a card each (at every width: nothing scrolls sideways). */
export function WebhookEndpointList({
  endpoints,
  onAction,
}: {
  endpoints: readonly WebhookEndpointRow[];
  onAction: (action: WebhookAction, endpoint: WebhookEndpointRow) => void;
}) {
  return (
    // role="list": Safari drops the list's semantics when its bullets are styled away.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul className="list-unstyled mb-0" role="list" aria-label="Webhook endpoints">
      {endpoints.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} onAction={onAction} />
      ))}
    </ul>
  );
}
