import { DeliveryZone } from './zones/delivery-zone.entity.js';
import { DeliveryZoneArea } from './zones/delivery-zone-area.entity.js';
import { ProductTypeRule } from './zones/product-type-rule.entity.js';
import { CustomerAddress } from './addresses/customer-address.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const DELIVERY_ENTITIES = [DeliveryZone, DeliveryZoneArea, ProductTypeRule, CustomerAddress];
