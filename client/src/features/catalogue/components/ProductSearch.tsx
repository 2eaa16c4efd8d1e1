import { useLazyQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Field } from '../../../components/form/Field';
import { FindProductDocument } from '../api/find-product.generated';
import { ProductNameMatchesDocument } from '../api/product-name-matches.generated';
import type { StaffProductFragment } from '../../../api/fragments.generated';
import { MESSAGES } from '../../../lib/messages';
import { toast } from '../../../state/toast';
import { useFormState } from '../../../hooks/use-form-state';

interface ProductSearchProps {
  /** An exact Product ID: just that product. */
  onFound: (product: StaffProductFragment) => void;
  /** Not an ID, but part of some names or IDs: the list narrowed to them. */
  onNameSearch: (search: string) => void;
  onReturn: () => void;
}

/**
 * Search by Product ID as the original site did (nothing is sent while the box is empty; no match is the
 * plain 'Product not found.'), and by name: text that is not an exact ID lists every product whose
 * name or ID contains it. 'Product not found.' means neither matched. Return gives back the whole list.
 */
export function ProductSearch({ onFound, onNameSearch, onReturn }: ProductSearchProps) {
  const form = useFormState({ term: '' });
  const [findProduct, { loading: findingId }] = useLazyQuery(FindProductDocument, { fetchPolicy: 'network-only' });
  const [countMatches, { loading: findingNames }] = useLazyQuery(ProductNameMatchesDocument, {
    fetchPolicy: 'network-only',
  });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = form.values.term.trim();
    if (text === '') {
      document.getElementById('product-search')?.focus();
      return;
    }
    try {
      const { data, error } = await findProduct({ variables: { productId: text } });
      if (error) throw error;
      if (data?.product) return onFound(data.product);
      const named = await countMatches({ variables: { search: text } });
      if (named.error) throw named.error;
      if ((named.data?.productsConnection.totalCount ?? 0) > 0) onNameSearch(text);
      else toast.info(MESSAGES.productNotFound);
    } catch {
      toast.failure(MESSAGES.errorSearchingProduct);
    }
  };

  const giveBack = () => {
    form.reset({ term: '' });
    onReturn();
  };

  return (
    // The hint sits under the box, the buttons beside it.
    <Form role="search" aria-label="Products" onSubmit={search} className="d-flex flex-wrap gap-2 align-items-start">
      <Field
        id="product-search"
        label="Search by Product ID or name"
        groupClassName="flex-grow-1"
        labelClassName="visually-hidden"
        type="search"
        placeholder="Enter Product ID"
        value={form.values.term}
        onChange={form.change('term')}
        style={{ minWidth: '12rem' }}
        autoComplete="off"
        hint="A Product ID, or part of a name (e.g. bangus)."
      />
      <Button type="submit" variant="primary" disabled={findingId || findingNames}>
        Search
      </Button>
      <Button type="button" variant="outline-secondary" onClick={giveBack}>
        Return
      </Button>
    </Form>
  );
}
