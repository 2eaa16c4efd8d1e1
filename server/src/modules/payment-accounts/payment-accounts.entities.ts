import { PaymentAccount } from './payment-account.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const PAYMENT_ACCOUNTS_ENTITIES = [PaymentAccount];
