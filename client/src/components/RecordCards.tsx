import type { CardPlace, RecordField, RecordListProps } from './record-fields';

/** Fields in the part of the card they belong to, in their definition order. */
const placed = <T,>(fields: readonly RecordField<T>[], place: CardPlace) =>
  fields.filter((field) => (field.card ?? 'detail') === place);

/** Labelled values as a description list: label beside value, or above it for wide values. */
function Fields<T>({ fields, record }: { fields: readonly RecordField<T>[]; record: T }) {
  if (fields.length === 0) return null;
  return (
    <dl className="record-fields">
      {fields.map((field) => (
        <div key={field.label} className={field.cardWide ? 'record-field record-field-wide' : 'record-field'}>
          <dt>{field.label}</dt>
          <dd>{field.value(record)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The phone layout: one card per record. The heading and status come first, then the summary
 * (totals, dates, lines), the buttons, and the remaining details; every value keeps its label.
 */
export function RecordCards<T>({ label, records, fields, keyOf }: RecordListProps<T>) {
  const [title] = placed(fields, 'title');
  const badges = placed(fields, 'badge');
  const actions = placed(fields, 'actions');
  return (
    // role="list": Safari drops the list's semantics when its bullets are styled away.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul className="record-cards" role="list" aria-label={label}>
      {records.map((record) => (
        <li key={keyOf(record)} className="card record-card" data-record="">
          <div className="card-body">
            <div className="record-card-head">
              {title && (
                <h2 className="record-card-title">
                  <span className={title.cardLabelHidden ? 'visually-hidden' : 'record-card-title-label'}>
                    {title.label}{' '}
                  </span>
                  {title.value(record)}
                </h2>
              )}
              {badges.map((field) => (
                <span key={field.label}>
                  <span className="visually-hidden">{field.label}: </span>
                  {field.value(record)}
                </span>
              ))}
            </div>
            <Fields fields={placed(fields, 'main')} record={record} />
            {actions.map((field) => (
              <div key={field.label} className="record-actions" role="group" aria-label={field.label}>
                {field.value(record)}
              </div>
            ))}
            <Fields fields={placed(fields, 'detail')} record={record} />
          </div>
        </li>
      ))}
    </ul>
  );
}
