import { Injectable } from '@nestjs/common';
import { isMysql } from '../../../database/driver-kind.js';
import type { EntityManager } from 'typeorm';
import { Reads } from '../../../database/reads.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { badInput, notFound } from '../../../platform/errors/domain-error.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { User } from '../../users/user.entity.js';
import { DeliveryZone } from '../zones/delivery-zone.entity.js';
import { DeliveryZoneSummary } from '../zones/zone.models.js';
import { zonesAt } from '../zones/zones.service.js';
import { AddressInput } from './address.input.js';
import { CustomerAddressModel, PROFILE_ADDRESS_ID, PROFILE_ADDRESS_LABEL } from './address.model.js';
import { IsNull } from 'typeorm';
import { CustomerAddress } from './customer-address.entity.js';
import { psgc, PsgcDirectory } from '../../places/psgc-directory.js';

/** The place columns an address is saved with. */
interface PlacedColumns {
  provinceCode: string;
  cityCode: string;
  barangayCode: string | null;
  landmark: string | null;
}

export const ADDRESSES_MAX = 20;
export const CHOOSE_ADDRESS = 'Choose one of your addresses.';
export const PROFILE_ADDRESS_FIXED = 'The profile address is changed in Edit Profile.';

/** An address an order may go to: a row of the book (the profile address among them), or for a pickup the account's line. */
export type ChosenAddress = { kind: 'saved'; row: CustomerAddress } | { kind: 'profile'; address: string };

/** The address-book rows that are not the profile address. */
const SAVED = { isProfile: IsNull() };

/** A customer's address book: their own rows only; another's id is answered as if it did not exist. */
@Injectable()
export class AddressesService {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly places: PsgcDirectory,
  ) {}

  /** The profile address first (the default while no other is), then the saved ones, oldest first. */
  async list(customer: AuthUser): Promise<CustomerAddressModel[]> {
    const manager = this.reads.repository(CustomerAddress).manager;
    const rows = await manager.find(CustomerAddress, { where: { customerId: customer.id }, order: { id: 'ASC' } });
    const book = [...rows.filter((row) => row.isProfile), ...rows.filter((row) => !row.isProfile)];
    const zones = await zonesAt(manager, book);
    const profileIsDefault = !rows.some((row) => row.isDefault && !row.isProfile);
    return book.map((row, i) => modelOf(row, zones[i], profileIsDefault));
  }

  add(customer: AuthUser, raw: unknown): Promise<CustomerAddressModel> {
    const input = this.placed(validateInput(AddressInput, raw));
    return this.transactions.run(async (manager) => {
      await lockBook(manager, customer.id);
      const count = await manager.count(CustomerAddress, { where: { customerId: customer.id, ...SAVED } });
      if (count >= ADDRESSES_MAX) throw badInput(`You can keep at most ${ADDRESSES_MAX} addresses.`);
      if (input.isDefault)
        await manager.update(CustomerAddress, { customerId: customer.id, isDefault: true }, { isDefault: false });
      const row = manager.create(CustomerAddress, {
        customerId: customer.id,
        ...input,
        isProfile: null,
        createdAt: new Date(),
      });
      row.id = (await manager.insert(CustomerAddress, row)).identifiers[0].id as number;
      return modelOf(row, (await zonesAt(manager, [row]))[0], false);
    });
  }

  update(customer: AuthUser, id: number, raw: unknown): Promise<CustomerAddressModel> {
    const input = this.placed(validateInput(AddressInput, raw));
    return this.transactions.run(async (manager) => {
      const row = await this.own(manager, customer, id);
      if (input.isDefault)
        await manager.update(CustomerAddress, { customerId: customer.id, isDefault: true }, { isDefault: false });
      await manager.update(CustomerAddress, { id: row.id }, { ...input });
      Object.assign(row, input);
      return modelOf(row, (await zonesAt(manager, [row]))[0], false);
    });
  }

  /** The input's place by PSGC code: chosen by code (then named as the list names it), or named as written so that exactly one place fits. */
  private placed(input: AddressInput): Omit<AddressInput, 'cityCode'> & PlacedColumns {
    const { cityCode, barangayCode, landmark, ...rest } = input;
    const city = cityCode ? this.places.city(cityCode) : this.cityNamed(input.city, input.province);
    if (!city)
      throw badInput('Choose the city or municipality from the list.', {
        cityCode: 'Not a city or municipality of the list',
      });
    const barangay = barangayCode ? this.places.barangay(city.code, barangayCode) : null;
    if (barangayCode && !barangay)
      throw badInput(`Choose the barangay from the list of ${city.name}.`, {
        barangayCode: 'Not a barangay of that city',
      });
    const names = cityCode ? { city: city.name, province: this.places.province(city.provinceCode)!.name } : {};
    return {
      ...rest,
      ...names,
      provinceCode: city.provinceCode,
      cityCode: city.code,
      barangayCode: barangay?.code ?? null,
      landmark: landmark || null,
    };
  }

  /** The one city the names mean, or a refusal that says why not. */
  private cityNamed(city: string, province: string) {
    const match = this.places.resolve(city, province);
    if (match.kind === 'unknown-province')
      throw badInput(`${province} is not a province of the Philippines; choose it from the list.`, {
        province: 'Not a province of the list',
      });
    if (match.kind === 'unknown-city')
      throw badInput(`${city} is not a city or municipality of ${province}; choose it from the list.`, {
        city: 'Not in that province',
      });
    if (match.kind === 'ambiguous')
      throw badInput(`More than one ${city} is in ${province}; choose it from the list.`, {
        city: 'More than one place',
      });
    return this.places.city(match.cityCode);
  }

  /** A deleted default leaves none: the profile address is the default again. */
  remove(customer: AuthUser, id: number): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const row = await this.own(manager, customer, id);
      await manager.delete(CustomerAddress, { id: row.id });
      return true;
    });
  }

  /**
   * The address an order goes to: the one named (id 0, as older clients name it, is the profile
   * address), or the default (a saved default, else the profile address).
   */
  async chosen(
    manager: EntityManager,
    buyer: Pick<User, 'id' | 'address'>,
    addressId: number | null | undefined,
  ): Promise<ChosenAddress> {
    const where =
      addressId === PROFILE_ADDRESS_ID
        ? { customerId: buyer.id, isProfile: true as const }
        : addressId === null || addressId === undefined
          ? null
          : { id: addressId, customerId: buyer.id };
    if (where === null) {
      const rows = await manager.find(CustomerAddress, {
        where: [
          { customerId: buyer.id, isDefault: true },
          { customerId: buyer.id, isProfile: true },
        ],
      });
      const row = rows.find((r) => r.isDefault && !r.isProfile) ?? rows.find((r) => r.isProfile);
      return row ? { kind: 'saved', row } : { kind: 'profile', address: buyer.address };
    }
    const row = await manager.findOne(CustomerAddress, { where });
    if (row) return { kind: 'saved', row };
    if (addressId === PROFILE_ADDRESS_ID) return { kind: 'profile', address: buyer.address };
    throw badInput(CHOOSE_ADDRESS, { addressId: CHOOSE_ADDRESS });
  }

  private async own(manager: EntityManager, customer: AuthUser, id: number): Promise<CustomerAddress> {
    if (id === PROFILE_ADDRESS_ID) throw badInput(PROFILE_ADDRESS_FIXED);
    const row = await manager.findOne(CustomerAddress, { where: { id, customerId: customer.id } });
    // Another customer's address answers exactly like a missing one.
    if (!row) throw notFound(`Address ${id} was not found.`);
    if (row.isProfile) throw badInput(PROFILE_ADDRESS_FIXED);
    return row;
  }
}

/** Two adds of one customer at once take turns (on SQLite every write does already), so the limit holds. */
async function lockBook(manager: EntityManager, customerId: string): Promise<void> {
  if (isMysql(manager))
    await manager
      .createQueryBuilder(User, 'u')
      .setLock('pessimistic_write')
      .where('u.id = :customerId', { customerId })
      .getOne();
}

/** Its zone is shown only while that zone delivers. */
function modelOf(row: CustomerAddress, zone: DeliveryZone | null, profileIsDefault: boolean): CustomerAddressModel {
  const barangay = row.cityCode && row.barangayCode ? psgc().barangay(row.cityCode, row.barangayCode) : null;
  return Object.assign(new CustomerAddressModel(), {
    id: row.id,
    label: row.isProfile ? PROFILE_ADDRESS_LABEL : row.label,
    address: row.address,
    city: row.city || null,
    province: row.province || null,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    barangayCode: row.barangayCode,
    barangay: barangay?.name ?? null,
    landmark: row.landmark,
    placeConfirmed: row.cityCode !== null,
    isDefault: row.isProfile ? profileIsDefault : row.isDefault,
    isProfile: row.isProfile === true,
    zone: zone?.active ? DeliveryZoneSummary.of(zone) : null,
  });
}
