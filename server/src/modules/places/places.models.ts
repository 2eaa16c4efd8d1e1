import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('Place', {
  description: 'A province, city or municipality, or barangay of the Philippine Standard Geographic Code (PSGC).',
})
export class PlaceModel {
  @Field({ description: 'Its ten-digit PSGC code (Metro Manila: the capital region’s, 1300000000).' })
  code: string;

  @Field()
  name: string;

  static of(place: { code: string; name: string }): PlaceModel {
    return Object.assign(new PlaceModel(), { code: place.code, name: place.name });
  }
}
