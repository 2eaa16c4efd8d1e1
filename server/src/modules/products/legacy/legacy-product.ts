import type { LegacyBody } from '../../../http/legacy/legacy-body.js';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import type { Product } from '../product.entity.js';

/** A product as the legacy API shows it to employees. */
export function legacyProduct(p: Product) {
  return {
    productId: p.productId,
    productName: p.name,
    productPrice: centavosToPesos(p.priceCentavos),
    productType: p.type,
    productStatus: p.status,
    productImage: p.imageUrl,
  };
}

/** `GET /Product/available`: the documented fields, without the status (always Available). */
export function legacyAvailableProduct(p: Product) {
  const { productStatus: _status, ...rest } = legacyProduct(p);
  return rest;
}

export function addProductFrom(body: LegacyBody) {
  return {
    productId: body.get('ProductId'),
    productName: body.get('ProductName'),
    productPrice: body.get('ProductPrice'),
    productType: body.get('ProductType'),
    ...(body.has('ProductStatus') && body.get('ProductStatus') !== null
      ? { productStatus: body.get('ProductStatus') }
      : {}),
    productImage: body.get('ProductImage'),
  };
}

/** ProductName is sent but ignored: a product's name cannot be edited. */
export function editProductFrom(body: LegacyBody) {
  return {
    productId: body.get('ProductId'),
    productPrice: body.get('ProductPrice'),
    productType: body.get('ProductType'),
    productStatus: body.get('ProductStatus'),
    productImage: body.get('ProductImage'),
  };
}
