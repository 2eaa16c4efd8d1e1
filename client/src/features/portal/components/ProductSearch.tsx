import { useLazyQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FindProductDocument, type ProductCardFragment } from '../../../gql/graphql';
import { MESSAGES } from '../../../lib/messages';
import { toast } from '../../../lib/toast';

/** Search by Product ID (nothing is sent while the box is empty) and Return to the whole list. */
export function ProductSearch({ onFound, onReturn }: { onFound: (product: ProductCardFragment) => void; onReturn: () => void }) {
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [findProduct, { loading }] = useLazyQuery(FindProductDocument, { fetchPolicy: 'network-only' });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const productId = term.trim();
    if (productId === '') {
      input.current?.focus();
      return;
    }
    try {
      const { data, error } = await findProduct({ variables: { productId } });
      if (error) throw error;
      if (data?.product) onFound(data.product);
      else toast.info(MESSAGES.productNotFound);
    } catch {
      toast.failure(MESSAGES.errorSearchingProduct);
    }
  };

  const giveBack = () => {
    setTerm('');
    onReturn();
  };

  return (
    <Form role="search" aria-label="Products" onSubmit={search} className="d-flex flex-wrap gap-2 align-items-center">
      <Form.Label htmlFor="product-search" className="visually-hidden">
        Search by Product ID
      </Form.Label>
      <Form.Control
        id="product-search"
        ref={input}
        type="search"
        placeholder="Enter Product ID"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        className="flex-grow-1 w-auto"
        style={{ minWidth: '12rem' }}
        autoComplete="off"
      />
      <Button type="submit" variant="primary" disabled={loading}>
        Search
      </Button>
      <Button type="button" variant="outline-secondary" onClick={giveBack}>
        Return
      </Button>
    </Form>
  );
}
