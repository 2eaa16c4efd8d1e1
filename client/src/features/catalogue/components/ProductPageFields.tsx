import { Field } from '../../../components/form/Field';
import { PAGE_FIELDS, type PageField } from '../utils/product-form';

/** What a Field takes for one page field: its value, change handler and message (the form's `bind`). */
type Bound = { value: string; onChange: (event: { target: { value: string } }) => void; error?: string };

/** The product page's texts in the add and edit dialogs: description, pack size, storage and preparation (all optional). */
export function ProductPageFields({
  idPrefix,
  bind,
  loading = false,
}: {
  idPrefix: string;
  bind: (field: PageField) => Bound;
  loading?: boolean;
}) {
  return (
    // Disabled while the texts kept are on their way (Edit): nothing typed is lost to their arrival.
    <fieldset className="border-top pt-3 mt-2" disabled={loading} aria-busy={loading || undefined}>
      <legend className="h6">Product page</legend>
      {PAGE_FIELDS.filter((field) => !('lots' in field)).map(fieldOf)}
      <fieldset className="border-top pt-3 mt-2">
        <legend className="h6">Lots and labels</legend>
        {PAGE_FIELDS.filter((field) => 'lots' in field).map(fieldOf)}
      </fieldset>
    </fieldset>
  );

  function fieldOf(field: (typeof PAGE_FIELDS)[number]) {
    const common = {
      id: `${idPrefix}-${field.name}`,
      label: field.label,
      hint: 'hint' in field ? field.hint : undefined,
      maxLength: field.max,
      ...bind(field.name),
    };
    if (field.multiline) return <Field key={field.name} as="textarea" rows={3} {...common} />;
    return 'numeric' in field ? (
      <Field key={field.name} autoComplete="off" inputMode="numeric" {...common} />
    ) : (
      <Field key={field.name} autoComplete="off" {...common} />
    );
  }
}
