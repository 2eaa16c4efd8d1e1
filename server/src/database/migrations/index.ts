import { InitialSchema1732147200000 } from './1732147200000-initial-schema.js';
import { OrderDecisionIndex1763683200000 } from './1763683200000-order-decision-index.js';
import { SessionsAndIdempotency1795392000000 } from './1795392000000-sessions-and-idempotency.js';
import { OrderDecisionDateIndex1795478400000 } from './1795478400000-order-decision-date-index.js';
import { OutboxMail1795564800000 } from './1795564800000-outbox-mail.js';
import { ContactMessages1795651200000 } from './1795651200000-contact-messages.js';
import { PasswordResets1795737600000 } from './1795737600000-password-resets.js';
import { ProductStock1795824000000 } from './1795824000000-product-stock.js';
import { OrderFigures1795910400000 } from './1795910400000-order-figures.js';
import { OrderCustomerIndexes1795996800000 } from './1795996800000-order-customer-indexes.js';
import { ApiKeys1796083200000 } from './1796083200000-api-keys.js';
import { Webhooks1796169600000 } from './1796169600000-webhooks.js';
import { ProductDetails1796256000000 } from './1796256000000-product-details.js';
import { ProductCertifications1796342400000 } from './1796342400000-product-certifications.js';
import { DeliveryAndPayment1796428800000 } from './1796428800000-delivery-and-payment.js';
import { OrderLife1796515200000 } from './1796515200000-order-life.js';
import { Lots1796860800000 } from './1796860800000-lots.js';
import { TradeAccounts1796947200000 } from './1796947200000-trade-accounts.js';
import { StandingOrders1797033600000 } from './1797033600000-standing-orders.js';
import { TermsAndStatements1797120000000 } from './1797120000000-terms-and-statements.js';
import { StorageByKind1796774400000 } from './1796774400000-storage-by-kind.js';
import { MailInOrder1797206400000 } from './1797206400000-mail-in-order.js';
import { ReplicaHeartbeats1797292800000 } from './1797292800000-replica-heartbeats.js';
import { OrderLinesCoveringIndex1797379200000 } from './1797379200000-order-lines-covering-index.js';
import { DashboardIndexes1797465600000 } from './1797465600000-dashboard-indexes.js';
import { OrderHours1797552000000 } from './1797552000000-order-hours.js';

/** The schema's migrations, oldest first, in plain SQL (a module adds those that need its code: app-schema.ts). */
export const SCHEMA_MIGRATIONS = [
  InitialSchema1732147200000,
  OrderDecisionIndex1763683200000,
  SessionsAndIdempotency1795392000000,
  OrderDecisionDateIndex1795478400000,
  OutboxMail1795564800000,
  ContactMessages1795651200000,
  PasswordResets1795737600000,
  ProductStock1795824000000,
  OrderFigures1795910400000,
  OrderCustomerIndexes1795996800000,
  ApiKeys1796083200000,
  Webhooks1796169600000,
  ProductDetails1796256000000,
  ProductCertifications1796342400000,
  DeliveryAndPayment1796428800000,
  OrderLife1796515200000,
  StorageByKind1796774400000,
  Lots1796860800000,
  TradeAccounts1796947200000,
  StandingOrders1797033600000,
  TermsAndStatements1797120000000,
  MailInOrder1797206400000,
  ReplicaHeartbeats1797292800000,
  OrderLinesCoveringIndex1797379200000,
  DashboardIndexes1797465600000,
  OrderHours1797552000000,
];
