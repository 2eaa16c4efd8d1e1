import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { FulfilmentStatus, OrderStatusName, PaymentStatus } from '@waters/domain';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import type { OrderFacts, OrderProgressFacts } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { SharedEvents } from '../../../platform/shared-state/shared-events.js';
import { RecentChanges } from './recent-changes.js';

const TOPIC = 'orders.changed';

/** What a live stream tells its reader: never whose order it is. Payment and fulfilment changes also say where those stand. */
export interface OrderChangeSeen {
  readonly orderId: number;
  readonly status: OrderStatusName;
  readonly fulfilmentStatus?: FulfilmentStatus | null;
  readonly paymentStatus?: PaymentStatus;
}

/** A change as a stream tells it: the change, and its id (the same on every instance and every stream). */
export interface ToldChange {
  readonly id: string;
  readonly change: OrderChangeSeen;
}

/** An order was placed, decided, paid or moved on (committed). */
interface OrderChange extends OrderChangeSeen {
  /** Unique: a reader told the same change twice (replayed, and heard before) knows it. */
  readonly changeId: string;
  readonly customerId: string;
}

/**
 * The live channel: each committed order event is told to every instance (SharedEvents: Redis
 * pub/sub when REDIS_URL is set), and from there to the open streams. Employees hear of every
 * order; a customer only of their own. Each instance keeps what it heard lately, for a stream that
 * opens to hear what its reader missed (heardWithin).
 */
@Injectable()
export class LiveOrderChanges implements OnModuleInit {
  private readonly recent = new RecentChanges<OrderChange>();

  constructor(
    private readonly bus: EventBus,
    private readonly shared: SharedEvents,
  ) {}

  onModuleInit(): void {
    this.shared.subscribe<OrderChange>(TOPIC, (change) => this.recent.record(change));
    this.shared.onEventsMissed(() => this.recent.forgetAll());
    this.bus.afterCommit('OrderPlaced', ({ order }: { order: OrderFacts }) =>
      this.publish({ orderId: order.id, status: order.status, customerId: order.customerId }),
    );
    // Every later transition, corrections included: the screens read the order again. A decision
    // is told as one (its status alone); a payment or a step with where both stand.
    this.bus.afterCommit(
      'OrderChanged',
      ({ order, before }: { order: OrderProgressFacts; before: { status: string } }) => {
        const decided = before.status === 'PENDING' && order.status !== 'PENDING';
        const base = { orderId: order.id, status: order.status, customerId: order.customerId };
        return this.publish(
          decided ? base : { ...base, fulfilmentStatus: order.fulfilmentStatus, paymentStatus: order.paymentStatus },
        );
      },
    );
  }

  private publish(change: Omit<OrderChange, 'changeId'>): Promise<void> {
    return this.shared.publish(TOPIC, { ...change, changeId: randomUUID() } satisfies OrderChange);
  }

  /**
   * Calls `tell` with each change `user` may see, and `missed` when changes made through other
   * instances may have been missed (this instance's Redis subscription was lost and is back);
   * returns what stops listening.
   */
  follow(user: AuthUser, tell: (told: ToldChange) => void, missed: () => void): () => void {
    const stopChanges = this.shared.subscribe<OrderChange>(TOPIC, (change) => {
      const told = toldTo(user, change);
      if (told) tell(told);
    });
    const stopMissed = this.shared.onEventsMissed(missed);
    return () => {
      stopChanges();
      stopMissed();
    };
  }

  /**
   * The changes `user` may see that this instance heard in the last `ms`, oldest first, or null
   * when it cannot tell them all. Asked in the same turn as `follow`, so nothing falls between.
   */
  heardWithin(user: AuthUser, ms: number): ToldChange[] | null {
    const heard = this.recent.within(ms);
    return heard && heard.flatMap((change) => toldTo(user, change) ?? []);
  }
}

/** Employees see every order's change; a customer only their own's, and never whose it is. */
function toldTo(user: AuthUser, change: OrderChange): ToldChange | null {
  if (user.role !== Role.Employee && change.customerId !== user.id) return null;
  const { customerId: _whose, changeId: id, ...seen } = change;
  return { id, change: seen };
}
