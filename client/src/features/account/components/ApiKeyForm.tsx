import { useMutation } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FormFailure } from '../../../api/api-errors';
import { addToCachedList } from '../../../api/cache-updates';
import { CheckboxGroup, focusCheckboxGroup } from '../../../components/CheckboxGroup';
import { Field } from '../../../components/form/Field';
import { useFormState } from '../../../hooks/use-form-state';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import type { ApiKeysQuery } from '../api/api-keys.generated';
import { CreateApiKeyDocument, type CreateApiKeyMutation } from '../api/create-api-key.generated';
import {
  API_KEY_NAME_MAX,
  apiKeyFormErrors,
  apiKeyInput,
  EMPTY_API_KEY_FORM,
  manilaToday,
  selectedScopes,
  type ApiKeyField,
} from '../utils/api-key-form';
import { failureDetail } from '../utils/failure-detail';
import { FailureAlert } from './FormAlerts';

export type CreatedApiKey = CreateApiKeyMutation['createApiKey'];
type ScopeOption = ApiKeysQuery['apiScopes'][number];

const FIELD_ORDER: readonly ApiKeyField[] = ['name', 'scopes', 'expiresAt'];

/** The field to take a person to: the scopes' first box stands for the group. */
function focusField(field: ApiKeyField) {
  if (field === 'scopes') focusCheckboxGroup('api-key-scopes');
  else document.getElementById(`api-key-${field}`)?.focus();
}

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
  const form = useFormState(EMPTY_API_KEY_FORM);
  const { values } = form;
  const [createApiKey, { loading }] = useMutation(CreateApiKeyDocument);

  const errors = apiKeyFormErrors(values);
  // Shown after a submit (not on leaving a field); the server's until the field changes.
  const field = (name: Exclude<ApiKeyField, 'scopes'>) => ({
    id: `api-key-${name}`,
    ...form.bind(name, errors, { onLeave: false }),
  });

  const send = async () => {
    const result = await createApiKey({
      variables: { input: apiKeyInput(values) },
      update: (cache, { data }) => addToCachedList(cache, 'apiKeys', data?.createApiKey.key, 'start'),
    });
    const created = result.data?.createApiKey;
    if (result.error || !created) throw result.error ?? new Error('No answer');
    form.reset(EMPTY_API_KEY_FORM);
    onCreated(created);
  };
  const failed = (refusal: FormFailure) => ({
    message: 'The key could not be created.',
    detail: failureDetail(refusal),
  });
  const { submit, failure } = useFormSubmit({
    form,
    fields: FIELD_ORDER,
    errors,
    focus: focusField,
    busy: loading,
    send,
    failure: failed,
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
      <CheckboxGroup
        id="api-key-scopes"
        optionIdPrefix="api-key-scope"
        legend="Scopes"
        required
        hint="What the key may do. Give it only what your script needs."
        options={scopes.map(({ scope, description }) => ({ value: scope, description }))}
        chosen={selectedScopes(values)}
        error={form.visible(errors, 'scopes')}
        onChange={(chosen) => form.set('scopes', chosen.join(' '))}
        labelClassName="font-monospace"
      />
      <Field
        {...field('expiresAt')}
        type="date"
        label="Expires (optional)"
        min={manilaToday()}
        hint="The key works until the end of this day, Manila time. Leave it empty for a key that works until you revoke it."
      />
      <div className="d-flex justify-content-end">
        <Button type="submit" variant="primary" disabled={loading}>
          {loading ? 'Creating…' : 'Create key'}
        </Button>
      </div>
    </Form>
  );
}
