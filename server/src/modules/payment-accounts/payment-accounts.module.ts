import { Module } from '@nestjs/common';
import { PaymentAccountsResolver } from './payment-accounts.resolver.js';
import { PaymentAccountsService } from './payment-accounts.service.js';

/** The shop's accounts that transfers are sent to (PaymentAccountsService.payTo, used when placing an order). */
@Module({
  providers: [PaymentAccountsService, PaymentAccountsResolver],
  exports: [PaymentAccountsService],
})
export class PaymentAccountsModule {}
