import { SecretOnce } from '../../../components/SecretOnce';

/** A signing secret just made: for a new endpoint, or by "Rotate secret". */
export interface ShownSecret {
  kind: 'created' | 'rotated';
  endpoint: { id: string; url: string };
  secret: string;
}

/** A signing secret, shown this once (mount it anew for each secret); Done puts it away. */
export function WebhookSecretPanel({ shown, onDone }: { shown: ShownSecret; onDone: () => void }) {
  return (
    <SecretOnce
      id="webhook-secret"
      inputId="webhook-secret"
      className="webhook-secret"
      title={shown.kind === 'created' ? 'Signing secret of the new endpoint' : 'New signing secret'}
      intro={
        <p className="text-break">
          For <span className="font-monospace">{shown.endpoint.url}</span>.{' '}
          {shown.kind === 'rotated' &&
            'Deliveries from now on are signed with this secret only: give it to the receiving system.'}
        </p>
      }
      warning={
        <>
          <strong>Copy the secret now and keep it with the receiving system.</strong> It will not be shown again: if you
          lose it, rotate the secret to get a new one.
        </>
      }
      label="Signing secret"
      secret={shown.secret}
      usage={<>The receiver checks each delivery&rsquo;s webhook-signature header with it (Standard Webhooks).</>}
      usageDescribes
      onDone={onDone}
    />
  );
}
