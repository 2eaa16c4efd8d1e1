import type { PaymentAccountFacts } from '@waters/domain';

/** The demo shop's accounts for transfers, one per method; created with the demo accounts, outside production. */
export const DEMO_PAYMENT_ACCOUNTS: readonly PaymentAccountFacts[] = [
  {
    method: 'GCASH',
    accountName: 'WATERS Food Products',
    accountNumber: '0917 555 0100',
    bankName: null,
    branch: null,
    qrImage: null,
  },
  {
    method: 'MAYA',
    accountName: 'WATERS Food Products',
    accountNumber: '0918 555 0100',
    bankName: null,
    branch: null,
    qrImage: null,
  },
  {
    method: 'BANK_TRANSFER',
    accountName: 'WATERS Food Products Inc.',
    accountNumber: '0123-4567-8901',
    bankName: 'BDO Unibank',
    branch: 'Rosario, Cavite',
    qrImage: null,
  },
];
