import { Field, Int, ObjectType } from '@nestjs/graphql';
import { DeliveryZoneSummary } from '../zones/zone.models.js';

/** Older clients name the profile address by this id; it is kept in Edit Profile, not in the book. */
export const PROFILE_ADDRESS_ID = 0;
export const PROFILE_ADDRESS_LABEL = 'Profile address';

@ObjectType('CustomerAddress', {
  description:
    "One of the signed-in customer's addresses. The first is the profile address (isProfile), given at sign-up and changed in Edit Profile; it can be delivered to once its place is confirmed (placeConfirmed). addressId 0 still names it.",
})
export class CustomerAddressModel {
  @Field(() => Int)
  id: number;

  @Field()
  label: string;

  @Field()
  address: string;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true })
  province: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'PSGC codes; null on the profile address and on a saved one whose place is not certain yet (confirm the city from the list).',
  })
  provinceCode: string | null;

  @Field(() => String, { nullable: true })
  cityCode: string | null;

  @Field(() => String, { nullable: true })
  barangayCode: string | null;

  @Field(() => String, { nullable: true, description: 'The barangay’s name, from the list.' })
  barangay: string | null;

  @Field(() => String, { nullable: true })
  landmark: string | null;

  @Field({
    description:
      'False for a saved address whose city is not certain in the Philippine list: it is not delivered to until chosen from it.',
  })
  placeConfirmed: boolean;

  @Field({ description: 'The one checkout starts with; the profile address when no saved one is.' })
  isDefault: boolean;

  @Field({ description: 'True for the profile address (id 0).' })
  isProfile: boolean;

  @Field(() => DeliveryZoneSummary, {
    nullable: true,
    description: 'The active zone that delivers there; null when none does.',
  })
  zone: DeliveryZoneSummary | null;
}
