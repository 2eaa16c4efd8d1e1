import { Product } from './product.entity.js';
import { ProductLot } from './stock/product-lot.entity.js';
import { ProductCertification } from './certifications/product-certification.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const PRODUCTS_ENTITIES = [Product, ProductCertification, ProductLot];
