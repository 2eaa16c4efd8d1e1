import { useEffect, useRef, useState } from 'react';
import { Field } from '../../../components/form/Field';
import type { ProductType } from '../../../gql/graphql';
import { PRODUCT_TYPES, SORT_ORDERS, type ProductListView, type SortOrder } from '../utils/product-list';
import type { ChangeView } from '../utils/use-product-list-view';

interface ProductFiltersProps {
  view: ProductListView;
  onChange: ChangeView;
}

/** Search by name, filter by type, sort: each control labelled, applied as it changes (no submit). */
export function ProductFilters({ view, onChange }: ProductFiltersProps) {
  const [text, setText] = useState(view.query);
  // The box shows what was typed; it takes the address's words only when those change otherwise
  // (back/forward, Clear), so a keystroke is never lost to an address update still on its way.
  const typed = useRef(view.query);
  useEffect(() => {
    if (view.query === typed.current) return;
    typed.current = view.query;
    setText(view.query);
  }, [view.query]);

  // Field renders plain elements with Bootstrap's classes: the storefront's first download stays small.
  return (
    <form
      role="search"
      aria-label="Products"
      className="storefront-filters mb-3"
      onSubmit={(event) => event.preventDefault()}
    >
      {/* Literal column classes: the built stylesheet keeps only the classes the code spells out. */}
      <div className="row g-2 align-items-end">
        <Field
          id="storefront-search"
          label="Search by name"
          groupClassName="col-12 col-md-6"
          labelClassName="mb-1"
          type="search"
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            typed.current = event.target.value;
            onChange({ query: event.target.value }, { replace: true });
          }}
        />
        <Field
          as="select"
          id="storefront-type"
          label="Type"
          groupClassName="col-6 col-md-3"
          labelClassName="mb-1"
          value={view.type ?? ''}
          onChange={(event) => onChange({ type: (event.target.value || null) as ProductType | null })}
          options={PRODUCT_TYPES}
        >
          <option value="">All types</option>
        </Field>
        <Field
          as="select"
          id="storefront-sort"
          label="Sort by"
          groupClassName="col-6 col-md-3"
          labelClassName="mb-1"
          value={view.sort}
          onChange={(event) => onChange({ sort: event.target.value as SortOrder })}
          options={SORT_ORDERS}
        />
      </div>
    </form>
  );
}
