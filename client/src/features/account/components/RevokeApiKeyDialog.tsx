import { useMutation } from '@apollo/client/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { evictFromCache } from '../../../api/cache-updates';
import { toast } from '../../../state/toast';
import { RevokeApiKeyDocument } from '../api/revoke-api-key.generated';
import type { ApiKeyRow } from './ApiKeyList';

/** Asks before revoking a key; once revoked it leaves the cache (and so the list), and a notice says so. */
export function RevokeApiKeyDialog({
  apiKey,
  onClose,
  onRevoked,
}: {
  apiKey: ApiKeyRow;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const [revokeApiKey, { loading }] = useMutation(RevokeApiKeyDocument);

  return (
    <ConfirmDialog
      id="revoke-api-key"
      title="Revoke API key"
      titleAs="h2"
      titleClassName="h5"
      textClassName="mb-0 text-break"
      confirmLabel="Revoke"
      busy={loading}
      onConfirm={async () => {
        await revokeApiKey({
          variables: { id: apiKey.id },
          update: (cache) => evictFromCache(cache, { __typename: 'ApiKey', id: apiKey.id }),
        });
        toast.success(`API key “${apiKey.name}” revoked.`);
        onRevoked();
      }}
      failure={`The API key “${apiKey.name}” could not be revoked.`}
      onClose={onClose}
    >
      Revoke “{apiKey.name}” ({apiKey.prefix}…)? Scripts that use it stop working at once. This cannot be undone.
    </ConfirmDialog>
  );
}
