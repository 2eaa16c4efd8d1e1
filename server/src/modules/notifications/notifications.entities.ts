import { OutboxMail } from './outbox-mail.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const NOTIFICATIONS_ENTITIES = [OutboxMail];
