import { registerEnumType } from '@nestjs/graphql';
import { TRANSFER_METHODS, type TransferMethod } from '@waters/domain';

/** The ways to pay by transfer, each to one of the shop's accounts: the GraphQL enum TransferMethod. */
export const TransferMethodEnum = Object.fromEntries(TRANSFER_METHODS.map((method) => [method, method])) as {
  [M in TransferMethod]: M;
};

registerEnumType(TransferMethodEnum, {
  name: 'TransferMethod',
  description: 'GCash, Maya or a bank transfer: the methods paid to one of the shop’s accounts.',
});
