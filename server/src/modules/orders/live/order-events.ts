import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { Role } from '../../../common/auth/role.js';
import { SharedEvents } from '../../../common/shared-state/shared-events.js';
import type { OrderStatus } from '../order-status.js';

const TOPIC = 'orders.changed';

/** An order was placed or decided (committed). */
export interface OrderChange {
  readonly orderId: number;
  readonly status: OrderStatus;
  readonly customerId: string;
}

/** What a live stream tells its reader: never whose order it is. */
export interface OrderChangeSeen {
  readonly orderId: number;
  readonly status: OrderStatus;
}

/**
 * Order changes, told to every instance (SharedEvents: Redis pub/sub when REDIS_URL is set) after
 * they commit. Employees hear of every order; a customer only of their own.
 */
@Injectable()
export class OrderEvents {
  constructor(private readonly events: SharedEvents) {}

  changed(change: OrderChange): Promise<void> {
    return this.events.publish(TOPIC, change);
  }

  /** Calls `tell` with each change `user` may see; returns what stops listening. */
  follow(user: AuthUser, tell: (change: OrderChangeSeen) => void): () => void {
    return this.events.subscribe<OrderChange>(TOPIC, (change) => {
      if (user.role === Role.Employee || change.customerId === user.id) tell({ orderId: change.orderId, status: change.status });
    });
  }
}
