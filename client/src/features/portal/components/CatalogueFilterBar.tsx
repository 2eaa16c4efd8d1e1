import { Field } from '../../../components/form/Field';
import type { CatalogueSort, ProductStatus, ProductType } from '../../../gql/graphql';
import { SORT_OPTIONS, type CatalogueFilters } from '../utils/catalogue-filters';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../utils/product-form';

/** Type, status and order of Manage Products' list; each change asks the server again. */
export function CatalogueFilterBar({ filters, onChange }: { filters: CatalogueFilters; onChange: (filters: CatalogueFilters) => void }) {
  // Compact: small labels close to their menus, side by side.
  const compact = { groupClassName: '', labelClassName: 'small mb-1' };
  return (
    <div className="storefront-filters d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Filter and sort products">
      <Field
        as="select"
        {...compact}
        id="catalogue-type"
        label="Product Type"
        value={filters.type}
        onChange={(event) => onChange({ ...filters, type: event.target.value as ProductType | '' })}
        options={PRODUCT_TYPES}
      >
        <option value="">All types</option>
      </Field>
      <Field
        as="select"
        {...compact}
        id="catalogue-status"
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as ProductStatus | '' })}
        options={PRODUCT_STATUSES}
      >
        <option value="">All statuses</option>
      </Field>
      <Field
        as="select"
        {...compact}
        id="catalogue-sort"
        label="Sort by"
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as CatalogueSort })}
        options={SORT_OPTIONS}
      />
    </div>
  );
}
