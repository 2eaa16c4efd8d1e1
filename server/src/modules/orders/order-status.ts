import { registerEnumType } from '@nestjs/graphql';

export enum OrderStatus {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  CANCELLED = 'CANCELLED',
}

/** The only moves an order can make: an employee decides a pending order once. */
export const ORDER_DECISIONS = [OrderStatus.APPROVED, OrderStatus.CANCELLED] as const;
export type OrderDecision = (typeof ORDER_DECISIONS)[number];

registerEnumType(OrderStatus, { name: 'OrderStatus' });
