import type {
  BusinessType,
  DeliveryMethod,
  FulfilmentStatus,
  OrderAction,
  OrderActor,
  OrderState,
  OrderStatusName,
  PaymentAccountFacts,
  PaymentMethod,
  PaymentStatus,
  RefundMethod,
  StandingRunOutcome,
} from '@waters/domain';
import type { Actor } from '../identity/actor.js';
import type { AuditNote } from './audit-note.js';

/**
 * What happened, as facts a subscriber may read. Services record these inside the transaction of
 * the change (EventBus.record); the types are plain shapes (entities satisfy them), so a
 * subscriber depends on this file and never on the module that made the change.
 */
export interface OrderFacts {
  readonly id: number;
  readonly customerId: string;
  readonly fullName: string;
  readonly address: string;
  readonly mobileNumber: string;
  readonly emailAddress: string;
  readonly totalCentavos: number;
  readonly status: OrderStatusName;
  readonly orderDate: Date;
  readonly authorizationDate: Date | null;
  readonly remarks: string | null;
}

/** How an order reaches its customer, and the fee that adds to its total. */
export interface OrderDeliveryFacts {
  readonly deliveryMethod: DeliveryMethod;
  readonly deliveryDate: string | null;
  readonly deliveryZoneName: string | null;
  /** Part of totalCentavos (0 for a pickup). */
  readonly deliveryFeeCentavos: number;
  /** YYYY-MM-DD: the day an order of a price group on terms is to be paid by (null for the rest). */
  readonly dueDay: string | null;
}

/** An order with how it is delivered and paid, and how far its fulfilment went. */
export interface OrderProgressFacts extends OrderFacts, OrderDeliveryFacts {
  readonly paymentMethod: PaymentMethod;
  readonly paymentStatus: PaymentStatus;
  readonly paymentReference: string | null;
  readonly paidAt: Date | null;
  readonly fulfilmentStatus: FulfilmentStatus | null;
  readonly packedAt: Date | null;
  readonly dispatchedAt: Date | null;
  readonly completedAt: Date | null;
  /** Cash counted at the handover, and why it fell short. */
  readonly amountCollectedCentavos: number | null;
  readonly collectionNote: string | null;
  readonly refundMethod: RefundMethod | null;
  readonly refundReference: string | null;
  readonly refundedOn: string | null;
}

/** What the one who took a transition gave with it. */
export interface TransitionNote {
  /** Why (a customer's withdrawal, an undo, a short collection). */
  readonly reason?: string | null;
  /** An employee's remarks on a decision. */
  readonly remarks?: string | null;
  readonly cashCollectedCentavos?: number;
}

export interface OrderLineFacts {
  readonly productName: string;
  readonly productType: string;
  readonly quantity: number;
  readonly unitPriceCentavos: number;
  readonly lineTotalCentavos: number;
  /** The lots the line was packed from (once packed), for the customer's mail. */
  readonly lots?: readonly { readonly lotCode: string; readonly bestBefore: string; readonly quantity: number }[];
}

/** How to keep and prepare a product of the order, as its page says (only the parts the staff wrote). */
export interface StorageFacts {
  readonly productName: string;
  readonly temperature: string | null;
  readonly shelfLifeUnopened: string | null;
  readonly shelfLifeOpened: string | null;
  readonly preparation: string | null;
}

/** A product's certificate that runs out soon. */
export interface CertificateFacts {
  readonly productId: string;
  readonly productName: string;
  readonly scheme: string;
  readonly certificateNumber: string;
  /** YYYY-MM-DD, the last day it is valid. */
  readonly validUntil: string;
}

/** A product an approval took to (or below) its alert level. */
export interface LowStockFacts {
  readonly productId: string;
  readonly productName: string;
  readonly stockQuantity: number;
  readonly lowStockThreshold: number;
}

export interface ContactMessageFacts {
  readonly messageId: number;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly details: string;
  readonly receivedAt: Date;
}

export interface PasswordResetFacts {
  readonly fullName: string;
  readonly userName: string;
  readonly email: string;
  /** The one-time link; only the outbox's mail keeps it, until it is sent. */
  readonly link: string;
  readonly expiresAt: Date;
}

/** An order taking a transition of its life (packages/domain order-life): which one, who took it, from where, to what. */
export interface OrderChange {
  readonly transition: string;
  readonly action: OrderAction;
  readonly actor: OrderActor;
  readonly before: OrderState;
  readonly order: OrderProgressFacts;
  readonly lines: readonly OrderLineFacts[];
  readonly note: TransitionNote;
}

/** What a recalled lot went to one customer in: told once per customer and lot. */
export interface RecallNoticeFacts {
  readonly recallId: number;
  readonly customerId: string;
  readonly fullName: string;
  readonly emailAddress: string;
  readonly reason: string;
  /** One entry per order line and lot they received. */
  readonly received: readonly {
    readonly orderId: number;
    readonly productName: string;
    readonly lotCode: string;
    readonly bestBefore: string;
    readonly quantity: number;
  }[];
}

/** The outbox topic of a recall's mail to one customer: the recall's page reads the mail's delivery by it. */
export const recallNoticeTopic = (recallId: number, customerId: string) => `recall:${recallId}:${customerId}`;

/** A recall started (not a drill): which lots, why, and how many it reached. */
export interface LotRecallFacts {
  readonly recallId: number;
  readonly productId: string;
  readonly productName: string;
  readonly lotCodes: readonly string[];
  readonly reason: string;
  readonly ordersFound: number;
  readonly customersFound: number;
  readonly unitsFound: number;
}

/** A lot the morning mail names: about to reach its best-before, or past it with units left. */
export interface WatchedLotFacts {
  readonly lotId: number;
  readonly lotCode: string;
  readonly productId: string;
  readonly productName: string;
  readonly bestBefore: string;
  readonly quantityLeft: number;
  readonly status: string;
}

/** A trade account as the mails tell of it: the customer, the business and where it is, and what was decided. */
export interface TradeAccountFacts {
  readonly customerId: string;
  readonly customerName: string;
  readonly emailAddress: string;
  readonly businessName: string;
  readonly businessType: BusinessType;
  readonly tin: string | null;
  /** The business's address-book entry, on one line. */
  readonly addressText: string;
  /** The price group it buys in, once approved. */
  readonly groupName: string | null;
  readonly declineReason: string | null;
}

/** How an employee decided a trade account: approved into a group, moved to another group, or declined with a reason. */
export type TradeDecision = 'APPROVED' | 'MOVED' | 'DECLINED';

/** An occurrence of a standing order run: its order placed (lines left out named in the note), or not and why. */
export interface StandingOrderRunFacts {
  readonly standingOrderId: number;
  readonly name: string;
  readonly customerId: string;
  readonly customerName: string;
  readonly emailAddress: string;
  /** YYYY-MM-DD: the day it was for. */
  readonly occurrence: string;
  readonly outcome: StandingRunOutcome;
  readonly orderId: number | null;
  readonly note: string | null;
}

/** A trade account's statement for a month just ended, as its mail tells of it (the files are made when it is sent). */
export interface MonthlyStatementFacts {
  readonly customerId: string;
  readonly customerName: string;
  readonly emailAddress: string;
  readonly businessName: string;
  /** YYYY-MM. */
  readonly month: string;
  readonly closingCentavos: number;
  readonly overdueCentavos: number;
}

/** What happened, by type. */
type EventFacts =
  | {
      readonly type: 'OrderPlaced';
      readonly order: OrderFacts & OrderDeliveryFacts & { readonly paymentMethod: PaymentMethod };
      readonly lines: readonly OrderLineFacts[];
      readonly storage: readonly StorageFacts[];
      /** Where a transfer is to be sent, as the shop's account stood when the order was placed (null for cash). */
      readonly payTo: PaymentAccountFacts | null;
    }
  /** Any later transition of an order's life: decided, withdrawn, paid, packed, handed over, corrected, refunded. */
  | ({ readonly type: 'OrderChanged' } & OrderChange)
  /** A product was added, edited, deleted or had its stock set: what the catalogue lists changed. */
  | { readonly type: 'ProductChanged'; readonly productId: string }
  | { readonly type: 'CertificateExpiring'; readonly certificate: CertificateFacts }
  /** Lots were recalled: each customer not told before gets one notice (`notices`), integrators lot.recalled. */
  | { readonly type: 'LotRecalled'; readonly recall: LotRecallFacts; readonly notices: readonly RecallNoticeFacts[] }
  /** The morning look at the lots: those reaching best-before within the warning days, and those expired with stock left. */
  | {
      readonly type: 'LotsExpiring';
      readonly day: string;
      readonly withinDays: number;
      readonly expiring: readonly WatchedLotFacts[];
      readonly expired: readonly WatchedLotFacts[];
    }
  /** An approval took tracked stock; `lowStock` names the products it took to their alert level. */
  | { readonly type: 'StockTaken'; readonly orderId: number; readonly lowStock: readonly LowStockFacts[] }
  | { readonly type: 'ContactMessageReceived'; readonly message: ContactMessageFacts }
  | { readonly type: 'PasswordResetRequested'; readonly reset: PasswordResetFacts }
  /** An account's password, name or role changed: its sessions are read afresh everywhere. */
  | { readonly type: 'AccountChanged'; readonly userId: string }
  /** One session ended (logout). */
  | { readonly type: 'SignedOut'; readonly sessionId: string }
  /** An API key was made or revoked. */
  | { readonly type: 'ApiKeyChanged'; readonly keyId: string }
  /** A delivery zone, its areas, or a product type's delivery rule was made, changed or removed. */
  | { readonly type: 'DeliveryRulesChanged'; readonly target: 'delivery_zone' | 'product_type'; readonly id: string }
  /** A customer applied for a trade account (again after a decline): the staff are told. */
  | { readonly type: 'TradeAccountApplied'; readonly account: TradeAccountFacts }
  /** An employee decided a trade account: the customer is told the group, or the reason. */
  | { readonly type: 'TradeAccountDecided'; readonly decision: TradeDecision; readonly account: TradeAccountFacts }
  /** A price group's list changed: one product's rows by hand, or the whole list from a file. */
  | { readonly type: 'TradePricesChanged'; readonly priceGroupId: number; readonly productIds: readonly string[] }
  /** A price group was made, renamed, or given another minimum order or terms. */
  | { readonly type: 'PriceGroupChanged'; readonly priceGroupId: number }
  /** How a product is sold to trade (its minimum, its multiple) was set: a public fact of the catalogue. */
  | { readonly type: 'TradeQuantityRuleChanged'; readonly productId: string }
  /** A customer made, changed, paused, resumed or ended a standing order, or skipped a day of it (or no more). */
  | { readonly type: 'StandingOrderChanged'; readonly standingOrderId: number }
  /** The shop placed an occurrence of a standing order, or could not: the buyer is told what was left out, or why. */
  | { readonly type: 'StandingOrderRun'; readonly run: StandingOrderRunFacts }
  /** On the 1st, a trade account's statement for the month just ended was claimed for mailing (once per account and month). */
  | { readonly type: 'MonthlyStatementReady'; readonly statement: MonthlyStatementFacts }
  /** The account a payment method is sent to was set or removed. */
  | { readonly type: 'PaymentAccountChanged'; readonly method: string }
  /** A webhook endpoint was made, changed, deleted or given a new secret. */
  | { readonly type: 'WebhookEndpointChanged'; readonly endpointId: string }
  /** Staff asked for a webhook delivery to be sent again. */
  | { readonly type: 'WebhookResent'; readonly messageId: string }
  /** A webhook endpoint kept failing and was turned off: the staff are told. */
  | {
      readonly type: 'WebhookEndpointDisabled';
      readonly endpoint: { readonly id: string; readonly url: string; readonly reason: string };
    };

/**
 * Every event says who made the change (a person, a person's API key, or the shop itself) and, for
 * a change the activity log keeps, what it keeps: one within-transaction subscriber writes that row.
 */
export interface EventEnvelope {
  readonly by: Actor;
  readonly audit?: AuditNote;
}

export type DomainEvent = EventEnvelope & EventFacts;

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
