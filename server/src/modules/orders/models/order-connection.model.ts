import { ConnectionOf } from '../../../common/graphql/connection.js';
import { OrderModel } from './order.model.js';

export const OrderConnection = ConnectionOf(OrderModel, 'OrderConnection');
