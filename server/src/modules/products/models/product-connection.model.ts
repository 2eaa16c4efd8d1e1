import { ConnectionOf } from '../../../common/graphql/connection.js';
import { ProductModel } from './product.model.js';

export const ProductConnection = ConnectionOf(ProductModel, 'ProductConnection');
