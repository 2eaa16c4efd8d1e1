import { SecretOnce } from '../../../components/SecretOnce';
import type { CreatedApiKey } from './ApiKeyForm';

/** The secret of a key just made, shown this once (mount it anew for each key); Done puts it away. */
export function NewApiKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <SecretOnce
      id="new-api-key"
      className="new-api-key"
      title={`Your new key: ${created.key.name}`}
      warning={
        <>
          <strong>Copy the secret now and keep it somewhere safe.</strong> It will not be shown again: if you lose it,
          revoke this key and create another.
        </>
      }
      label="Secret"
      secret={created.secret}
      usage={
        <>
          Your scripts send it with each request as{' '}
          <span className="font-monospace text-break">Authorization: Bearer {created.key.prefix}…</span>
        </>
      }
      onDone={onDone}
    />
  );
}
