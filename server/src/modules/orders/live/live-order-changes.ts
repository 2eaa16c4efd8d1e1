import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { FulfilmentStatus, OrderStatusName, PaymentStatus } from '@waters/domain';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import type { OrderFacts, OrderProgressFacts } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { SharedEvents } from '../../../platform/shared-state/shared-events.js';

const TOPIC = 'orders.changed';

/** What a live stream tells its reader: never whose order it is. Payment and fulfilment changes also say where those stand. */
export interface OrderChangeSeen {
  readonly orderId: number;
  readonly status: OrderStatusName;
  readonly fulfilmentStatus?: FulfilmentStatus | null;
  readonly paymentStatus?: PaymentStatus;
}

/** An order was placed, decided, paid or moved on (committed). */
interface OrderChange extends OrderChangeSeen {
  readonly customerId: string;
}

/**
 * The live channel: each committed order event is told to every instance (SharedEvents: Redis
 * pub/sub when REDIS_URL is set), and from there to the open streams. Employees hear of every
 * order; a customer only of their own.
 */
@Injectable()
export class LiveOrderChanges implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly shared: SharedEvents,
  ) {}

  onModuleInit(): void {
    this.bus.afterCommit('OrderPlaced', ({ order }: { order: OrderFacts }) =>
      this.shared.publish(TOPIC, {
        orderId: order.id,
        status: order.status,
        customerId: order.customerId,
      } satisfies OrderChange),
    );
    // Every later transition, corrections included: the screens read the order again. A decision
    // is told as one (its status alone); a payment or a step with where both stand.
    this.bus.afterCommit(
      'OrderChanged',
      ({ order, before }: { order: OrderProgressFacts; before: { status: string } }) => {
        const decided = before.status === 'PENDING' && order.status !== 'PENDING';
        const base = { orderId: order.id, status: order.status, customerId: order.customerId };
        this.shared.publish(
          TOPIC,
          (decided
            ? base
            : {
                ...base,
                fulfilmentStatus: order.fulfilmentStatus,
                paymentStatus: order.paymentStatus,
              }) satisfies OrderChange,
        );
      },
    );
  }

  /**
   * Calls `tell` with each change `user` may see, and `missed` when changes made through other
   * instances may have been missed (this instance's Redis subscription was lost and is back);
   * returns what stops listening.
   */
  follow(user: AuthUser, tell: (change: OrderChangeSeen) => void, missed: () => void): () => void {
    const stopChanges = this.shared.subscribe<OrderChange>(TOPIC, (change) => {
      if (user.role !== Role.Employee && change.customerId !== user.id) return;
      const { customerId: _whose, ...seen } = change;
      tell(seen);
    });
    const stopMissed = this.shared.onEventsMissed(missed);
    return () => {
      stopChanges();
      stopMissed();
    };
  }
}
