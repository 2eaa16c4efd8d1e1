import { ConnectionOf } from '../../../graphql/connection.js';
import { ProductModel } from './product.model.js';

export const ProductConnection = ConnectionOf(ProductModel, 'ProductConnection');
