import { WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity.js';
import { ApiKey } from '../modules/api-keys/api-key.entity.js';
import { AuditEvent } from '../modules/audit/audit-event.entity.js';
import { IdempotencyKey } from '../modules/orders/idempotency-key.entity.js';
import { OrderLine } from '../modules/orders/order-line.entity.js';
import { OrderCount, OrderDay, OrderDayType } from '../modules/orders/figures/order-figures.entities.js';
import { Order } from '../modules/orders/order.entity.js';
import { Product } from '../modules/products/product.entity.js';
import { ProductCertification } from '../modules/products/certifications/product-certification.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { PasswordReset } from '../modules/password-reset/password-reset.entity.js';
import { OutboxMail } from '../modules/notifications/outbox-mail.entity.js';
import { Session } from '../modules/users/session.entity.js';
import { User } from '../modules/users/user.entity.js';
import { CustomerAddress } from '../modules/delivery/addresses/customer-address.entity.js';
import { DeliveryZoneArea } from '../modules/delivery/zones/delivery-zone-area.entity.js';
import { DeliveryZone } from '../modules/delivery/zones/delivery-zone.entity.js';
import { ProductTypeRule } from '../modules/delivery/zones/product-type-rule.entity.js';
import { PaymentAccount } from '../modules/payment-accounts/payment-account.entity.js';

export const ENTITIES = [
  User,
  Session,
  Product,
  ProductCertification,
  Order,
  OrderLine,
  AuditEvent,
  IdempotencyKey,
  OutboxMail,
  ContactMessage,
  PasswordReset,
  OrderCount,
  OrderDay,
  OrderDayType,
  ApiKey,
  WebhookEndpoint,
  WebhookDelivery,
  DeliveryZone,
  DeliveryZoneArea,
  ProductTypeRule,
  CustomerAddress,
  PaymentAccount,
];
