import type { MessageKind } from '../outbox-mail.entity.js';
import { contactAcknowledgement, contactToStaff } from './contact-mail.js';
import type { MailContent, MailContext } from './mail-parts.js';
import { monthlyStatement } from './monthly-statement.js';
import { passwordResetMail } from './password-reset-mail.js';
import { orderConfirmation } from './order-confirmation.js';
import { orderDecision } from './order-decision.js';
import { orderCorrection } from './order-correction.js';
import { orderFulfilment } from './order-fulfilment.js';
import { orderRefund } from './order-refund.js';
import { paymentReceived } from './payment-received.js';
import { recallNotice } from './recall-notice.js';
import { staffLotsExpiring } from './staff-lots-expiring.js';
import { staffCertificateExpiring } from './staff-certificate-expiring.js';
import { staffLowStock } from './staff-low-stock.js';
import { staffNewOrder } from './staff-new-order.js';
import { staffTradeApplication } from './staff-trade-application.js';
import { staffWebhookDisabled } from './staff-webhook-disabled.js';
import { tradeAccountDecision } from './trade-account-decision.js';
import { standingOrderRun } from './standing-order-run.js';

/** Every message the shop sends, by kind: one template each (payload is what the outbox row holds). */
export const TEMPLATES: Record<MessageKind, (payload: never, context: MailContext) => MailContent> = {
  'order-confirmation': orderConfirmation,
  'staff-new-order': staffNewOrder,
  'order-decision': orderDecision,
  'order-fulfilment': orderFulfilment,
  'payment-received': paymentReceived,
  'order-correction': orderCorrection,
  'order-refund': orderRefund,
  'contact-to-staff': contactToStaff,
  'contact-acknowledgement': contactAcknowledgement,
  'password-reset': passwordResetMail,
  'staff-low-stock': staffLowStock,
  'staff-webhook-disabled': staffWebhookDisabled,
  'staff-certificate-expiring': staffCertificateExpiring,
  'recall-notice': recallNotice,
  'staff-lots-expiring': staffLotsExpiring,
  'staff-trade-application': staffTradeApplication,
  'trade-account-decision': tradeAccountDecision,
  'standing-order-run': standingOrderRun,
  'monthly-statement': monthlyStatement,
};

/** Messages whose content opens something (a reset link): emptied from the outbox once sent. */
export const SECRET_KINDS: ReadonlySet<MessageKind> = new Set(['password-reset']);

/** Messages to the staff (STAFF_EMAIL) rather than to a customer. */
export const STAFF_KINDS: ReadonlySet<MessageKind> = new Set([
  'staff-new-order',
  'contact-to-staff',
  'staff-low-stock',
  'staff-webhook-disabled',
  'staff-certificate-expiring',
  'staff-lots-expiring',
  'staff-trade-application',
]);
