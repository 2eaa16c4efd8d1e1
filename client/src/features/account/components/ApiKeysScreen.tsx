import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormSection } from '../../../components/FormSection';
import { AccountScreen } from '../AccountScreen';
import { ApiKeysDocument } from '../api/api-keys.generated';
import { ApiKeyForm, type CreatedApiKey } from './ApiKeyForm';
import { ApiKeyList, type ApiKeyRow } from './ApiKeyList';
import { FailureAlert } from './FormAlerts';
import { NewApiKeyPanel } from './NewApiKeyPanel';

// The confirmation (Bootstrap's modal) loads when first asked for. React's lazy rather than onDemand: this
// page then shares no idle-loading code with the public pages, which keeps the other signed-in pages'
// first downloads as they were (scripts/check-bundle-budgets.mjs).
const RevokeApiKeyDialog = lazy(() =>
  import('./RevokeApiKeyDialog').then((module) => ({ default: module.RevokeApiKeyDialog })),
);

export const API_KEYS_TITLE = 'API keys';

/**
 * The signed-in person's API keys (either role): what a key is, a form to make one, its secret
 * shown once, and the keys that work, each with Revoke.
 */
export function ApiKeysScreen() {
  const { data, error } = useQuery(ApiKeysDocument);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  // Done and a revocation take the focus to the list (the panel or the key's button is gone).
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList > 0) listHeading.current?.focus();
  }, [focusList]);
  const toList = () => setFocusList((count) => count + 1);

  return (
    <AccountScreen title={API_KEYS_TITLE}>
      <div className="row">
        <div className="col-12 col-lg-10 col-xl-8">
          <p>
            An API key lets a script or another program of yours use the WATERS API for your account, without your
            password: it sends the key with each request. A key cannot sign in to this website, and it can do only what
            its scopes allow.
          </p>
          <p className="mb-4">
            The secret of a key is shown once, when you create it. Revoke a key you no longer use, or one that others
            may have seen.
          </p>
          {created && (
            <NewApiKeyPanel
              key={created.key.id}
              created={created}
              onDone={() => {
                setCreated(null);
                toList();
              }}
            />
          )}
        </div>
      </div>
      {error && !data ? (
        <FailureAlert message="Your API keys could not be loaded." />
      ) : !data ? (
        <p role="status">Loading your API keys…</p>
      ) : (
        <>
          <FormSection titleId="create-api-key-title" title="Create a key">
            <ApiKeyForm scopes={data.apiScopes} onCreated={setCreated} />
          </FormSection>
          <section aria-labelledby="api-keys-title">
            <h2 id="api-keys-title" ref={listHeading} tabIndex={-1} className="h4">
              Your keys
            </h2>
            {data.apiKeys.length === 0 ? (
              <p role="status">You have no API keys yet.</p>
            ) : (
              <ApiKeyList keys={data.apiKeys} onRevoke={setRevoking} />
            )}
          </section>
        </>
      )}
      {revoking && (
        <Suspense fallback={null}>
          <RevokeApiKeyDialog
            apiKey={revoking}
            onClose={() => setRevoking(null)}
            onRevoked={() => {
              setRevoking(null);
              toList();
            }}
          />
        </Suspense>
      )}
    </AccountScreen>
  );
}
