import { registerEnumType } from '@nestjs/graphql';
import { OrderStatus } from '@waters/domain';

/*
 * An order's statuses and the decisions between them are the domain's (@waters/domain, shared
 * with the client): here they become the GraphQL enum OrderStatus, under the names the server uses.
 */
export { ORDER_DECISIONS, OrderStatus, type OrderDecisionName as OrderDecision } from '@waters/domain';

registerEnumType(OrderStatus, { name: 'OrderStatus' });
