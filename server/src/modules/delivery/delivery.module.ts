import { Global, Module } from '@nestjs/common';
import { ProfileAddressPort } from '../users/profile-address-port.js';
import { UsersModule } from '../users/users.module.js';
import { ProfileAddresses } from './addresses/profile-address.js';
import { AddressesResolver } from './addresses/addresses.resolver.js';
import { AddressesService } from './addresses/addresses.service.js';
import { DeliveryPlanner } from './planning/delivery-planner.js';
import { DeliveryQuotes } from './planning/delivery-quotes.js';
import { ZonesResolver } from './zones/zones.resolver.js';
import { ZonesService } from './zones/zones.service.js';

/**
 * The address book's side of an account's profile address, for UsersService: global, because the
 * users module may not import this one (this one imports it).
 */
@Global()
@Module({ providers: [{ provide: ProfileAddressPort, useClass: ProfileAddresses }], exports: [ProfileAddressPort] })
export class ProfileAddressModule {}

/** Delivery zones, customers' address books, and the delivery an order can have (DeliveryPlanner, used when placing one). */
@Module({
  imports: [UsersModule, ProfileAddressModule],
  providers: [ZonesService, ZonesResolver, AddressesService, AddressesResolver, DeliveryQuotes, DeliveryPlanner],
  exports: [DeliveryQuotes, DeliveryPlanner],
})
export class DeliveryModule {}
