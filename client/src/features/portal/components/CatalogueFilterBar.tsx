import Form from 'react-bootstrap/Form';
import type { CatalogueSort, ProductStatus, ProductType } from '../../../gql/graphql';
import { SORT_OPTIONS, type CatalogueFilters } from '../utils/catalogue-filters';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../utils/product-form';

/** Type, status and order of Manage Products' list; each change asks the server again. */
export function CatalogueFilterBar({ filters, onChange }: { filters: CatalogueFilters; onChange: (filters: CatalogueFilters) => void }) {
  return (
    <div className="storefront-filters d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Filter and sort products">
      <Form.Group controlId="catalogue-type">
        <Form.Label className="small mb-1">Product Type</Form.Label>
        <Form.Select value={filters.type} onChange={(event) => onChange({ ...filters, type: event.target.value as ProductType | '' })}>
          <option value="">All types</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="catalogue-status">
        <Form.Label className="small mb-1">Status</Form.Label>
        <Form.Select value={filters.status} onChange={(event) => onChange({ ...filters, status: event.target.value as ProductStatus | '' })}>
          <option value="">All statuses</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="catalogue-sort">
        <Form.Label className="small mb-1">Sort by</Form.Label>
        <Form.Select value={filters.sort} onChange={(event) => onChange({ ...filters, sort: event.target.value as CatalogueSort })}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}
