import { ADDRESS_MAX, EMAIL_MAX, FULL_NAME_MAX, MOBILE_MAX } from '@waters/domain';
import { Column } from 'typeorm';

/**
 * How a customer is reached and delivered to: the account holds these, and each order a copy of
 * them as they were when it was placed, so both store and show them alike.
 */
export interface ContactDetails {
  fullName: string;
  address: string;
  mobileNumber: string;
  emailAddress: string;
}

/** The contact details of an account or an order, in this order. */
export function contactDetailsOf(source: ContactDetails): ContactDetails {
  return {
    fullName: source.fullName,
    address: source.address,
    mobileNumber: source.mobileNumber,
    emailAddress: source.emailAddress,
  };
}

/** Their columns, the same in `users` and `orders` (an order's copy must hold whatever an account holds). */
export abstract class ContactDetailsColumns implements ContactDetails {
  @Column({ name: 'full_name', type: 'varchar', length: FULL_NAME_MAX })
  fullName: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX })
  address: string;

  @Column({ name: 'mobile_number', type: 'varchar', length: MOBILE_MAX })
  mobileNumber: string;

  @Column({ name: 'email_address', type: 'varchar', length: EMAIL_MAX })
  emailAddress: string;
}
