import { ADDRESS_LINE_MAX } from '@waters/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ProfileAddressPort,
  type PlacedProfileAddress,
  type ProfileAddressInput,
} from '../../users/profile-address-port.js';
import { badInput } from '../../../platform/errors/domain-error.js';
import { PsgcDirectory } from '../../places/psgc-directory.js';
import { placeOfWriting } from '../../places/written-place.js';
import { CustomerAddress } from './customer-address.entity.js';
import { PROFILE_ADDRESS_LABEL } from './address.model.js';
import { writtenAddress } from './written-address.js';

export type ProfilePlaceColumns = Pick<
  CustomerAddress,
  'address' | 'city' | 'province' | 'provinceCode' | 'cityCode' | 'barangayCode' | 'landmark'
>;

/** The profile address's row, and the line the account (and the legacy API) keeps as `address`. */
export interface ProfileAddress {
  columns: ProfilePlaceColumns;
  written: string;
}

/**
 * Chosen from the list, the place is certain and the account's line is written out from it. Written
 * on one line, the line is kept exactly as typed and the place read from it when certain
 * (placeOfWriting); otherwise the row holds the whole line and no place, until its owner confirms it.
 */
export function profileAddressOf(input: ProfileAddressInput, places: PsgcDirectory): ProfileAddress {
  const landmark = input.landmark?.trim() || null;
  if (!input.cityCode) {
    const found = placeOfWriting(input.address, places);
    const columns = found
      ? {
          address: found.street,
          city: found.city,
          province: found.province,
          provinceCode: found.provinceCode,
          cityCode: found.cityCode,
          barangayCode: found.barangayCode,
          landmark,
        }
      : {
          address: input.address,
          city: '',
          province: '',
          provinceCode: null,
          cityCode: null,
          barangayCode: null,
          landmark,
        };
    return { columns, written: input.address };
  }
  const city = places.city(input.cityCode);
  if (!city)
    throw badInput('Choose the city or municipality from the list.', {
      cityCode: 'Not a city or municipality of the list',
    });
  const barangay = input.barangayCode ? places.barangay(city.code, input.barangayCode) : null;
  if (input.barangayCode && !barangay)
    throw badInput(`Choose the barangay from the list of ${city.name}.`, {
      barangayCode: 'Not a barangay of that city',
    });
  if (input.address.length > ADDRESS_LINE_MAX)
    throw badInput(`Address must be at most ${ADDRESS_LINE_MAX} characters`, {
      address: `At most ${ADDRESS_LINE_MAX} characters`,
    });
  const province = places.province(city.provinceCode)!.name;
  const columns = {
    address: input.address,
    city: city.name,
    province,
    provinceCode: city.provinceCode,
    cityCode: city.code,
    barangayCode: barangay?.code ?? null,
    landmark,
  };
  return { columns, written: writtenAddress(columns) };
}

/** Writes the account's profile address: its one row, made on first write. */
export async function saveProfileAddress(
  manager: EntityManager,
  customerId: string,
  columns: ProfilePlaceColumns,
): Promise<void> {
  const row = await manager.findOne(CustomerAddress, { select: { id: true }, where: { customerId, isProfile: true } });
  if (row) {
    await manager.update(CustomerAddress, { id: row.id }, columns);
    return;
  }
  await manager.insert(CustomerAddress, {
    customerId,
    label: PROFILE_ADDRESS_LABEL,
    ...columns,
    isDefault: false,
    isProfile: true,
    createdAt: new Date(),
  });
}

/** The account's side of the profile address (ProfileAddressPort): its place in the address book. */
@Injectable()
export class ProfileAddresses extends ProfileAddressPort {
  constructor(private readonly places: PsgcDirectory) {
    super();
  }

  placed(input: ProfileAddressInput): PlacedProfileAddress {
    const { columns, written } = profileAddressOf(input, this.places);
    return { written, save: (manager, userId) => saveProfileAddress(manager, userId, columns) };
  }
}
