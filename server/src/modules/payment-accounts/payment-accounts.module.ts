import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { PaymentAccountsResolver } from './payment-accounts.resolver.js';
import { PaymentAccountsService } from './payment-accounts.service.js';

/** The shop's accounts that transfers are sent to (PaymentAccountsService.payTo, used when placing an order). */
@Module({
  imports: [AuditModule],
  providers: [PaymentAccountsService, PaymentAccountsResolver],
  exports: [PaymentAccountsService],
})
export class PaymentAccountsModule {}
