import { BUSINESS_TYPES, TRADE_ACCOUNT_STATUSES } from '@waters/domain';
import { stringEnum } from '../../../graphql/string-enum.js';

export const BusinessTypeEnum = stringEnum(
  BUSINESS_TYPES,
  'BusinessType',
  'What a trade customer is: a restaurant, a reseller, or another business.',
);

export const TradeAccountStatusEnum = stringEnum(
  TRADE_ACCOUNT_STATUSES,
  'TradeAccountStatus',
  'An application waits (PENDING) until an employee approves it into a price group or declines it with a reason.',
);
