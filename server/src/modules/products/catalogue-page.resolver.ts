import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../http/access/access.decorator.js';
import { derivedFrom } from '../../platform/cache/derived.js';
import { EXPECTED_ITEMS, listComplexity } from '../../graphql/complexity.js';
import { CatalogueProductModel } from './models/product-page.model.js';
import type { Product } from './product.entity.js';
import { ProductsService } from './products.service.js';

/** The public models of the cached list of what is for sale, made once per list. */
const publicModels = derivedFrom((products: readonly Product[]) =>
  products.map((product) => CatalogueProductModel.of(product)),
);

/** The shop's public catalogue: what anyone (a visitor, a search engine) may read about the products for sale. */
@Resolver(() => CatalogueProductModel)
export class CataloguePageResolver {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @Query(() => [CatalogueProductModel], {
    description:
      'The products for sale, as their public pages show them (prices, availability, no exact stock). Open to anyone.',
    complexity: listComplexity(EXPECTED_ITEMS.products),
  })
  async catalogue(): Promise<CatalogueProductModel[]> {
    return publicModels(await this.products.listAvailable());
  }

  @Public()
  @Query(() => CatalogueProductModel, {
    nullable: true,
    description:
      'One product for sale by its ID; null when there is none (unknown, unavailable or removed). Open to anyone.',
  })
  async catalogueProduct(
    @Args('productId', { type: () => ID }) productId: string,
  ): Promise<CatalogueProductModel | null> {
    const product = await this.products.findForSale(productId);
    return product && CatalogueProductModel.of(product);
  }
}
