import { SCHEMA_MIGRATIONS } from './database/migrations/index.js';
import type { AppSchema } from './database/data-source-options.js';
import { USERS_ENTITIES } from './modules/users/users.entities.js';
import { PRODUCTS_ENTITIES } from './modules/products/products.entities.js';
import { ORDERS_ENTITIES } from './modules/orders/orders.entities.js';
import { AUDIT_ENTITIES } from './modules/audit/audit.entities.js';
import { NOTIFICATIONS_ENTITIES } from './modules/notifications/notifications.entities.js';
import { CONTACT_ENTITIES } from './modules/contact/contact.entities.js';
import { PASSWORD_RESET_ENTITIES } from './modules/password-reset/password-reset.entities.js';
import { API_KEYS_ENTITIES } from './modules/api-keys/api-keys.entities.js';
import { WEBHOOKS_ENTITIES } from './modules/webhooks/webhooks.entities.js';
import { DELIVERY_ENTITIES } from './modules/delivery/delivery.entities.js';
import { PLACES_MIGRATIONS } from './modules/places/places.migrations.js';
import { LOTS_ENTITIES } from './modules/lots/lots.entities.js';
import { RECALLS_ENTITIES } from './modules/recalls/recalls.entities.js';
import { TRADE_ENTITIES } from './modules/trade/trade.entities.js';
import { STATEMENTS_ENTITIES } from './modules/statements/statements.entities.js';
import { STANDING_ORDERS_ENTITIES } from './modules/standing-orders/standing-orders.entities.js';
import { PAYMENT_ACCOUNTS_ENTITIES } from './modules/payment-accounts/payment-accounts.entities.js';

/** Every module's tables: what the data source maps (the modules keep their own lists). */
const APP_ENTITIES = [
  ...USERS_ENTITIES,
  ...PRODUCTS_ENTITIES,
  ...ORDERS_ENTITIES,
  ...AUDIT_ENTITIES,
  ...NOTIFICATIONS_ENTITIES,
  ...CONTACT_ENTITIES,
  ...PASSWORD_RESET_ENTITIES,
  ...API_KEYS_ENTITIES,
  ...WEBHOOKS_ENTITIES,
  ...DELIVERY_ENTITIES,
  ...PAYMENT_ACCOUNTS_ENTITIES,
  ...LOTS_ENTITIES,
  ...RECALLS_ENTITIES,
  ...TRADE_ENTITIES,
  ...STATEMENTS_ENTITIES,
  ...STANDING_ORDERS_ENTITIES,
];

/** Migrations run in the order of their timestamps (the number their class name ends with). */
const timestampOf = (migration: { name: string }) => Number(/\d+$/.exec(migration.name)![0]);

/** The schema the app runs on: every module's tables, and the migrations that build them, oldest first. */
export const APP_SCHEMA: AppSchema = {
  entities: APP_ENTITIES,
  migrations: [...SCHEMA_MIGRATIONS, ...PLACES_MIGRATIONS].sort((a, b) => timestampOf(a) - timestampOf(b)),
};
