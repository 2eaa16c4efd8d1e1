import type { EntityManager } from 'typeorm';
import { badInput } from '../../platform/errors/domain-error.js';
import { CHOOSE_ADDRESS } from '../delivery/addresses/addresses.service.js';
import { PROFILE_ADDRESS_ID } from '../delivery/addresses/address.model.js';
import { CustomerAddress } from '../delivery/addresses/customer-address.entity.js';
import { Product } from '../products/product.entity.js';
import { PriceGroup } from './price-group.entity.js';

/* The records an input names, each found or the input refused (BAD_USER_INPUT, with the field). */

export async function chosenGroup(manager: EntityManager, priceGroupId: number): Promise<PriceGroup> {
  const group = await manager.findOne(PriceGroup, { where: { id: priceGroupId } });
  if (!group) throw badInput('Choose a price group.', { priceGroupId: 'No such price group' });
  return group;
}

/** A product of the catalogue (not removed). */
export async function chosenProduct(manager: EntityManager, productId: string): Promise<Product> {
  const product = await manager.findOne(Product, { where: { productId, archived: false } });
  if (!product) throw badInput(`Product ${productId} was not found.`, { productId: 'No such product' });
  return product;
}

/**
 * One of the customer's own address-book rows (0 names the profile address, as at checkout);
 * another customer's is refused exactly like a missing one.
 */
export async function chosenAddress(
  manager: EntityManager,
  customerId: string,
  addressId: number,
): Promise<CustomerAddress> {
  const address = await manager.findOne(CustomerAddress, {
    where: addressId === PROFILE_ADDRESS_ID ? { customerId, isProfile: true } : { customerId, id: addressId },
  });
  if (!address) throw badInput(CHOOSE_ADDRESS, { addressId: CHOOSE_ADDRESS });
  return address;
}
