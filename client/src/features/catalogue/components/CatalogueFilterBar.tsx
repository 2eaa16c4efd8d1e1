import type { ChangeEvent } from 'react';
import { Field, type FieldOption } from '../../../components/form/Field';
import { SORT_OPTIONS, type CatalogueFilters } from '../utils/catalogue-filters';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../utils/product-form';

type MenuFilter = Exclude<keyof CatalogueFilters, 'search'>;

/** Type, status and order of Manage Products' list; each change asks the server again. */
export function CatalogueFilterBar({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
}) {
  // Compact: small labels close to their menus, side by side.
  const menu = <K extends MenuFilter>(filter: K, label: string, options: readonly FieldOption[]) => ({
    as: 'select' as const,
    groupClassName: '',
    labelClassName: 'small mb-1',
    id: `catalogue-${filter}`,
    label,
    value: filters[filter],
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      onChange({ ...filters, [filter]: event.target.value as CatalogueFilters[K] }),
    options,
  });
  return (
    <div className="storefront-filters d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Filter and sort products">
      <Field {...menu('type', 'Product Type', PRODUCT_TYPES)}>
        <option value="">All types</option>
      </Field>
      <Field {...menu('status', 'Status', PRODUCT_STATUSES)}>
        <option value="">All statuses</option>
      </Field>
      <Field {...menu('sort', 'Sort by', SORT_OPTIONS)} />
    </div>
  );
}
