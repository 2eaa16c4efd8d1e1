import { RemoveDialog } from '../../../components/dialogs/RemoveDialog';
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
  return (
    <RemoveDialog
      id="revoke-api-key"
      title="Revoke API key"
      titleAs="h2"
      titleClassName="h5"
      textClassName="mb-0 text-break"
      confirmLabel="Revoke"
      mutation={RevokeApiKeyDocument}
      variables={{ id: apiKey.id }}
      record={{ __typename: 'ApiKey', id: apiKey.id }}
      done={`API key “${apiKey.name}” revoked.`}
      onRemoved={onRevoked}
      failure={`The API key “${apiKey.name}” could not be revoked.`}
      onClose={onClose}
    >
      Revoke “{apiKey.name}” ({apiKey.prefix}…)? Scripts that use it stop working at once. This cannot be undone.
    </RemoveDialog>
  );
}
