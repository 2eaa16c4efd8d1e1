import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AddressesResolver } from './addresses/addresses.resolver.js';
import { AddressesService } from './addresses/addresses.service.js';
import { DeliveryPlanner } from './planning/delivery-planner.js';
import { DeliveryQuotes } from './planning/delivery-quotes.js';
import { ZonesResolver } from './zones/zones.resolver.js';
import { ZonesService } from './zones/zones.service.js';

/** Delivery zones, customers' address books, and the delivery an order can have (DeliveryPlanner, used when placing one). */
@Module({
  imports: [AuditModule, UsersModule],
  providers: [ZonesService, ZonesResolver, AddressesService, AddressesResolver, DeliveryQuotes, DeliveryPlanner],
  exports: [DeliveryQuotes, DeliveryPlanner],
})
export class DeliveryModule {}
