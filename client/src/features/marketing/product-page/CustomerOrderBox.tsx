import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QuantitySelector } from '../../../components/QuantitySelector';
import { PATHS } from '../../../lib/paths';
import { isOutOfStock } from '../../../lib/stock';
import { addWithNotice } from '../../../state/add-with-notice';
import type { PageProduct } from './embedded-product';
import { CustomerTradeOffer } from './CustomerTradeOffer';

/**
 * A signed-in customer's part of a product page: a trade buyer's price, a quantity and Add to Cart. Signed-in code
 * (scripts/lib/route-modules.mjs): the cart's modules stay out of what a visitor downloads.
 */
export function CustomerOrderBox({ product }: { product: PageProduct }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      {/* A trade buyer starts at the least a trade line of it may have. */}
      <CustomerTradeOffer product={product} onFirstQuantity={setQuantity} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <QuantitySelector productName={product.productName} value={quantity} onChange={setQuantity} />
        <button
          type="button"
          className="btn btn-primary"
          disabled={isOutOfStock(product)}
          onClick={() => addWithNotice(product, quantity)}
        >
          Add to Cart
        </button>
        <Link className="btn btn-outline-primary" to={PATHS.storefront}>
          Shop all products
        </Link>
      </div>
    </>
  );
}
