import { ConnectionOf } from '../../../graphql/connection.js';
import { OrderModel } from './order.model.js';

export const OrderConnection = ConnectionOf(OrderModel, 'OrderConnection');
