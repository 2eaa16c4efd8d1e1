import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../http/access/access.decorator.js';
import { PlaceModel } from './places.models.js';
import { PsgcDirectory } from './psgc-directory.js';

/** The pick-lists of an address and a zone area: anyone may read them (sign-up needs them). */
@Resolver(() => PlaceModel)
export class PlacesResolver {
  constructor(private readonly places: PsgcDirectory) {}

  @Public()
  @Query(() => [PlaceModel], { description: 'Every province by name, Metro Manila among them.' })
  placeProvinces(): PlaceModel[] {
    return this.places.provinces().map(PlaceModel.of);
  }

  @Public()
  @Query(() => [PlaceModel], {
    description: 'The cities and municipalities of a province (its PSGC code), by name; none for an unknown code.',
  })
  placeCities(@Args('provinceCode') provinceCode: string): PlaceModel[] {
    return this.places.cities(provinceCode).map(PlaceModel.of);
  }

  @Public()
  @Query(() => [PlaceModel], {
    description: 'The barangays of a city or municipality (its PSGC code), by name; none for an unknown code.',
  })
  placeBarangays(@Args('cityCode') cityCode: string): PlaceModel[] {
    return this.places.barangays(cityCode).map(PlaceModel.of);
  }
}
