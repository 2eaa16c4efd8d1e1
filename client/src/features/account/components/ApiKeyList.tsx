import { RowButton } from '../../../components/lists/RowButton';
import { RecordList } from '../../../components/RecordList';
import { CONTROLS_TABLE_CLASS, type RecordField, type RecordListLook } from '../../../components/record-fields';
import { formatMediumDate } from '../../../lib/format';
import type { ApiKeysQuery } from '../api/api-keys.generated';

export type ApiKeyRow = ApiKeysQuery['apiKeys'][number];

/** A date in Manila time, or "Never" (not used yet, or no expiry). */
const dateOrNever = (iso: string | null | undefined) => (iso ? formatMediumDate(iso) : 'Never');

/** The list's names, row key and table look. */
const KEY_LIST: RecordListLook<ApiKeyRow> = {
  label: 'Your API keys',
  caption: 'Your API keys, newest first',
  keyOf: (key) => key.id,
  tableClass: CONTROLS_TABLE_CLASS,
};

/** The keys' fields; on a phone card the key's name heads it and Revoke comes before the dates. */
const keyFields = (onRevoke: (key: ApiKeyRow) => void): readonly RecordField<ApiKeyRow>[] => [
  {
    label: 'Name',
    value: (key) => key.name,
    rowHeader: true,
    card: 'title',
    cardLabelHidden: true,
    cellClass: 'text-break',
  },
  {
    label: 'Scopes',
    value: (key) => (
      <ul className="list-unstyled mb-0 font-monospace small">
        {key.scopes.map((scope) => (
          <li key={scope}>{scope}</li>
        ))}
      </ul>
    ),
    card: 'main',
  },
  { label: 'Prefix', value: (key) => <span className="font-monospace text-break">{key.prefix}</span>, card: 'main' },
  { label: 'Created', value: (key) => formatMediumDate(key.createdAt) },
  { label: 'Last used', value: (key) => dateOrNever(key.lastUsedAt) },
  { label: 'Expires', value: (key) => dateOrNever(key.expiresAt) },
  {
    label: 'Actions',
    value: (key) => (
      <RowButton aria-haspopup="dialog" variant="outline-danger" record={key.name} onClick={() => onRevoke(key)}>
        Revoke
      </RowButton>
    ),
    card: 'actions',
  },
];

/** The account's keys that work: a table on wide screens, a card per key on phones. */
export function ApiKeyList({ keys, onRevoke }: { keys: readonly ApiKeyRow[]; onRevoke: (key: ApiKeyRow) => void }) {
  return <RecordList {...KEY_LIST} records={keys} fields={keyFields(onRevoke)} />;
}
