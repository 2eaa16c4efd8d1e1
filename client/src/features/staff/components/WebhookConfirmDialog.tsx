import { useMutation } from '@apollo/client/react';
import { evictFromCache } from '../../../api/cache-updates';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../state/toast';
import { DeleteWebhookEndpointDocument } from '../api/delete-webhook-endpoint.generated';
import { RotateWebhookSecretDocument } from '../api/rotate-webhook-secret.generated';
import type { WebhookEndpointFieldsFragment } from '../api/webhook-fields.generated';
import type { ShownSecret } from './WebhookSecretPanel';

export type WebhookAction = 'rotate' | 'delete';

const TEXT = {
  rotate: {
    title: 'Rotate signing secret',
    question: (url: string) =>
      `Give ${url} a new signing secret? Deliveries from now on are signed with the new one only, so the receiver must be given it.`,
    confirm: 'Rotate secret',
    failed: 'The signing secret could not be rotated.',
  },
  delete: {
    title: 'Delete webhook endpoint',
    question: (url: string) =>
      `Delete ${url} and its delivery log? It is told of no more events. This cannot be undone.`,
    confirm: 'Delete',
    failed: 'The webhook endpoint could not be deleted.',
  },
} as const;

/**
 * Asks before rotating an endpoint's secret or deleting it. A new secret goes to `onRotated` (the
 * only place it ever is); a deleted endpoint leaves the cache, and a notice says so.
 */
export function WebhookConfirmDialog({
  action,
  endpoint,
  onClose,
  onRotated,
  onDeleted,
}: {
  action: WebhookAction;
  endpoint: WebhookEndpointFieldsFragment;
  onClose: () => void;
  onRotated: (shown: ShownSecret) => void;
  onDeleted: () => void;
}) {
  const [rotateSecret, rotating] = useMutation(RotateWebhookSecretDocument);
  const [deleteEndpoint, deleting] = useMutation(DeleteWebhookEndpointDocument);
  const text = TEXT[action];

  const confirm = async () => {
    if (action === 'rotate') {
      const result = await rotateSecret({ variables: { id: endpoint.id } });
      const rotated = result.data?.rotateWebhookSecret;
      if (!rotated) throw new Error('No answer');
      onRotated({ kind: 'rotated', endpoint: rotated.endpoint, secret: rotated.secret });
    } else {
      await deleteEndpoint({
        variables: { id: endpoint.id },
        update: (cache) => evictFromCache(cache, { __typename: 'WebhookEndpoint', id: endpoint.id }),
      });
      toast.success('Webhook endpoint deleted.');
      onDeleted();
    }
  };

  return (
    <ConfirmDialog
      id="webhook-confirm"
      title={text.title}
      titleAs="h2"
      titleClassName="h5"
      textClassName="mb-0 text-break"
      confirmLabel={text.confirm}
      confirmVariant={action === 'delete' ? 'danger' : 'primary'}
      busy={rotating.loading || deleting.loading}
      onConfirm={confirm}
      failure={text.failed}
      onClose={onClose}
    >
      {text.question(endpoint.url)}
    </ConfirmDialog>
  );
}
