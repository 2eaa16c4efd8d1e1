import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import { RecordList } from '../../../components/RecordList';
import type { RecordField } from '../../../components/record-fields';
import { formatMediumDate } from '../../../lib/format';
import { toast } from '../../../state/toast';
import { ResendWebhookDeliveryDocument } from '../api/resend-webhook-delivery.generated';
import { WebhookDeliveriesDocument } from '../api/webhook-deliveries.generated';
import type { WebhookDeliveryFieldsFragment } from '../api/webhook-fields.generated';
import { deliveryStatus } from '../utils/webhook-form';

type Delivery = WebhookDeliveryFieldsFragment;

/** While a delivery is still being tried, the log reads itself again this often. */
export const PENDING_REFRESH_MS = 3000;

const dateOr = (iso: string | null | undefined, none: string) =>
  iso ? <time dateTime={iso}>{formatMediumDate(iso)}</time> : none;

/** The log's fields; on a phone card the status leads, then the event, Send again and the rest. */
const deliveryFields = (resend: (delivery: Delivery) => void): readonly RecordField<Delivery>[] => [
  {
    label: 'Event',
    value: (delivery) => (
      <>
        <span className="font-monospace">{delivery.eventType}</span>
        <span className="d-block small text-body-secondary text-break">
          webhook-id <span className="font-monospace">{delivery.messageId}</span>
        </span>
      </>
    ),
    rowHeader: true,
    card: 'main',
  },
  {
    label: 'Status',
    value: (delivery) => {
      const status = deliveryStatus(delivery.status);
      return <span className={`badge ${status.tone}`}>{status.label}</span>;
    },
    card: 'badge',
  },
  { label: 'Response', value: (delivery) => (delivery.responseCode == null ? 'None' : String(delivery.responseCode)) },
  { label: 'Attempts', value: (delivery) => String(delivery.attempts) },
  { label: 'Last attempt', value: (delivery) => dateOr(delivery.lastAttemptAt, 'Not yet') },
  { label: 'Next attempt', value: (delivery) => dateOr(delivery.nextAttemptAt, 'None') },
  { label: 'Last error', value: (delivery) => delivery.lastError ?? 'None', cellClass: 'text-break webhook-error' },
  {
    label: 'Actions',
    value: (delivery) => (
      <Button variant="outline-primary" size="sm" className="text-nowrap" onClick={() => resend(delivery)}>
        Send again<span className="visually-hidden"> {`${delivery.eventType} ${delivery.messageId}`}</span>
      </Button>
    ),
    card: 'actions',
  },
];

/**
 * The latest deliveries to one endpoint, newest first: a table on wide screens, a card each on
 * phones. "Send again" queues the same message (same webhook-id) once more; the log reads itself
 * again then, and every few seconds while a delivery is still pending.
 */
export function WebhookDeliveries({ endpointId, url, titleId }: { endpointId: string; url: string; titleId: string }) {
  // Polls and refreshes replace the rows quietly: no busy state that would disable a focused button.
  const { data, error, refetch, startPolling, stopPolling } = useQuery(WebhookDeliveriesDocument, {
    variables: { endpointId },
    notifyOnNetworkStatusChange: false,
  });
  const deliveries = data?.webhookDeliveries;
  const pending = deliveries?.some((delivery) => delivery.status === 'pending') ?? false;
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(PENDING_REFRESH_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  const [resendDelivery] = useMutation(ResendWebhookDeliveryDocument);
  const resending = useRef<string | null>(null);
  const [refreshed, setRefreshed] = useState('');
  const resend = async (delivery: Delivery) => {
    if (resending.current) return;
    resending.current = delivery.id;
    try {
      await resendDelivery({ variables: { id: delivery.id } });
      toast.success(`The ${delivery.eventType} delivery is queued to be sent again.`);
      await refetch().catch(() => undefined);
    } catch {
      toast.failure('The delivery could not be sent again.');
    } finally {
      resending.current = null;
    }
  };
  const refresh = async () => {
    setRefreshed('');
    try {
      await refetch();
      setRefreshed('Deliveries refreshed.');
    } catch {
      setRefreshed('The deliveries could not be refreshed.');
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h4 id={titleId} className="h6 mb-0">
          Deliveries
        </h4>
        <Button variant="outline-secondary" size="sm" onClick={() => void refresh()}>
          Refresh<span className="visually-hidden"> the deliveries to {url}</span>
        </Button>
      </div>
      <p role="status" className="visually-hidden">
        {refreshed}
      </p>
      {error && !deliveries ? (
        <Alert variant="danger" className="mb-0">
          The deliveries could not be loaded.
        </Alert>
      ) : !deliveries ? (
        <p role="status" className="mb-0">
          Loading deliveries…
        </p>
      ) : deliveries.length === 0 ? (
        <p role="status" className="mb-0">
          No deliveries yet.
        </p>
      ) : (
        <RecordList
          label={`Deliveries to ${url}`}
          caption={`Deliveries to ${url}, newest first`}
          records={deliveries}
          fields={deliveryFields((delivery) => void resend(delivery))}
          keyOf={(delivery) => delivery.id}
          tableClass="table table-sm table-striped align-top mb-0 webhook-deliveries"
        />
      )}
    </>
  );
}
