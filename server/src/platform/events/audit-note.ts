import type { OrderAuditAction } from '@waters/domain';

export type AuditAction =
  | 'product.added'
  | 'product.edited'
  | 'product.deleted'
  | 'product.stock_set'
  | 'product.certifications_set'
  | OrderAuditAction
  | 'payment_account.set'
  | 'payment_account.removed'
  | 'api_key.created'
  | 'api_key.revoked'
  | 'webhook.created'
  | 'webhook.changed'
  | 'webhook.deleted'
  | 'webhook.secret_rotated'
  | 'webhook.resent'
  | 'delivery_zone.created'
  | 'delivery_zone.changed'
  | 'delivery_zone.deleted'
  | 'product_type.rule_set'
  | 'lot.recorded'
  | 'lot.held'
  | 'lot.released'
  | 'lot.written_off'
  | 'lot.recalled'
  | 'lot.allocation_overridden'
  | 'trade_account.applied'
  | 'trade_account.approved'
  | 'trade_account.declined'
  | 'price_group.saved'
  | 'trade_prices.changed'
  | 'trade_prices.imported'
  | 'product.trade_rule_changed'
  | 'standing_order.saved'
  | 'standing_order.paused'
  | 'standing_order.resumed'
  | 'standing_order.ended'
  | 'standing_order.skipped'
  | 'standing_order.unskipped';

export type AuditTarget =
  | 'product'
  | 'order'
  | 'api_key'
  | 'webhook'
  | 'delivery_zone'
  | 'product_type'
  | 'payment_account'
  | 'lot'
  | 'trade_account'
  | 'price_group'
  | 'standing_order';

/** What the activity log keeps of a change: the action, on what, and the fields before and after. */
export interface AuditNote {
  readonly action: AuditAction;
  readonly targetType: AuditTarget;
  readonly targetId: string;
  readonly before?: object | null;
  readonly after?: object | null;
}
