import type { EntityManager } from 'typeorm';

/** The address a person gives at sign-up and in Edit Profile: a street and a place from the list, or (older clients) one line. */
export interface ProfileAddressInput {
  /** The street with cityCode; without it, the whole address on one line. */
  address: string;
  cityCode?: string | null;
  barangayCode?: string | null;
  landmark?: string | null;
}

/** An address checked and ready: the line the account keeps, and how its place is written beside the account. */
export interface PlacedProfileAddress {
  written: string;
  save(manager: EntityManager, userId: string): Promise<void>;
}

/**
 * Where an account's address is kept as a place to deliver to: the address book, which belongs to
 * the delivery module (DeliveryModule provides it). Accounts reach it through this port so that
 * users depend on no module that depends on them.
 */
export abstract class ProfileAddressPort {
  /** Checks the address (a refusal says why) and returns it ready to save in the account's transaction. */
  abstract placed(input: ProfileAddressInput): PlacedProfileAddress;
}
