import { AuditEvent } from '../modules/audit/audit-event.entity.js';
import { OrderLine } from '../modules/orders/order-line.entity.js';
import { Order } from '../modules/orders/order.entity.js';
import { Product } from '../modules/products/product.entity.js';
import { User } from '../modules/users/user.entity.js';

export const ENTITIES = [User, Product, Order, OrderLine, AuditEvent];
