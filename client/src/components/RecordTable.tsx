import type { RecordListProps } from './record-fields';
import { ColumnHeads, ScrollableTable } from './ScrollableTable';

/** The wide layout: the original site's table, one column per field in the fields' order. */
export function RecordTable<T>({
  label,
  caption = label,
  records,
  fields: allFields,
  keyOf,
  tableClass = 'table table-striped align-top',
}: RecordListProps<T>) {
  const fields = allFields.filter((field) => field.table !== false);
  return (
    <ScrollableTable label={label}>
      <table className={tableClass}>
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads names={fields.map((field) => field.label)} />
        <tbody>
          {records.map((record) => (
            <tr key={keyOf(record)} data-record="">
              {fields.map((field) =>
                field.rowHeader ? (
                  <th key={field.label} scope="row" className={`fw-normal ${field.cellClass ?? ''}`.trim()}>
                    {field.value(record)}
                  </th>
                ) : (
                  <td key={field.label} className={field.cellClass}>
                    {field.value(record)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
