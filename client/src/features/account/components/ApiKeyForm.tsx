import { useMutation } from '@apollo/client/react';
import Form from 'react-bootstrap/Form';
import type { FormFailure } from '../../../api/api-errors';
import { addToCachedList } from '../../../api/cache-updates';
import { Field } from '../../../components/form/Field';
import { KeywordChoices } from '../../../components/form/KeywordChoices';
import { SubmitRow } from '../../../components/form/SubmitRow';
import { answerOf, useCreateForm } from '../../../components/form/use-create-form';
import type { ApiKeysQuery } from '../api/api-keys.generated';
import { CreateApiKeyDocument, type CreateApiKeyMutation } from '../api/create-api-key.generated';
import { API_KEY_FORM, API_KEY_NAME_MAX, apiKeyInput, manilaToday, type ApiKeyFormValues } from '../utils/api-key-form';
import { failureDetail } from '../utils/failure-detail';
import { FailureAlert } from './FormAlerts';

export type CreatedApiKey = CreateApiKeyMutation['createApiKey'];
type ScopeOption = ApiKeysQuery['apiScopes'][number];

const failed = (refusal: FormFailure) => ({ message: 'The key could not be created.', detail: failureDetail(refusal) });

/**
 * Makes a key: a name, the scopes it may use, and optionally its last day. The key goes to the
 * top of the list in the cache; its secret goes to `onCreated`, the only place it ever is.
 */
export function ApiKeyForm({
  scopes,
  onCreated,
}: {
  scopes: readonly ScopeOption[];
  onCreated: (created: CreatedApiKey) => void;
}) {
  const [createApiKey, { loading }] = useMutation(CreateApiKeyDocument);
  const create = async (values: ApiKeyFormValues) => {
    const result = await createApiKey({
      variables: { input: apiKeyInput(values) },
      update: (cache, { data }) => addToCachedList(cache, 'apiKeys', data?.createApiKey.key, 'start'),
    });
    return answerOf(result, result.data?.createApiKey);
  };
  const { submit, failure, field, checkboxes } = useCreateForm(API_KEY_FORM, {
    busy: loading,
    create,
    failure: failed,
    onCreated,
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="create-api-key-title">
      <FailureAlert message={failure?.message ?? null} detail={failure?.detail} />
      <Field
        {...field('name')}
        label="Name"
        required
        maxLength={API_KEY_NAME_MAX}
        autoComplete="off"
        hint="What the key is for, so you can tell your keys apart."
      />
      <KeywordChoices
        {...checkboxes}
        optionIdPrefix="api-key-scope"
        legend="Scopes"
        hint="What the key may do. Give it only what your script needs."
        options={scopes.map(({ scope, description }) => ({ value: scope, description }))}
      />
      <Field
        {...field('expiresAt')}
        type="date"
        label="Expires (optional)"
        min={manilaToday()}
        hint="The key works until the end of this day, Manila time. Leave it empty for a key that works until you revoke it."
      />
      <SubmitRow label="Create key" busyLabel="Creating…" busy={loading} />
    </Form>
  );
}
