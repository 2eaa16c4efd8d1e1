import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Roles, KeyScope } from '../../http/access/access.decorator.js';
import { callerOf } from '../../http/access/request-context.js';
import type { AppRequest } from '../../http/access/request-of.js';
import { GraphQLError } from 'graphql';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import { derivedFrom } from '../../platform/cache/derived.js';
import { connectionComplexity, connectionOf, type Connection } from '../../graphql/connection.js';
import { EXPECTED_ITEMS, listComplexity } from '../../graphql/complexity.js';
import { Role } from '../../platform/identity/role.js';
import { AddProductInput } from './dto/add-product.input.js';
import { CatalogueArgs, CatalogueSort } from './dto/catalogue.args.js';
import { EditProductInput } from './dto/edit-product.input.js';
import { ProductConnection } from './models/product-connection.model.js';
import { ProductModel } from './models/product.model.js';
import type { Product } from './product.entity.js';
import { ProductsService } from './products.service.js';
import { SetProductStockInput } from './stock/set-product-stock.input.js';
import { StockService } from './stock/stock.service.js';

/** The GraphQL models of a cached catalogue list, made once per list. */
const models = derivedFrom((products: readonly Product[]) => products.map(ProductModel.of));

export const STOCK_IS_STAFF_ONLY =
  'The exact stock and its alert level are for employees; customers read availability.';

/**
 * The exact stock and alert level are the staff's: a customer who asks is refused (they read
 * `availability`). A field's error, thrown as GraphQL's own: exception filters see root fields only.
 */
function staffOnly<T>(value: T, { req }: { req: AppRequest }): T {
  if (callerOf(req.raw)?.role !== Role.Employee)
    throw new GraphQLError(STOCK_IS_STAFF_ONLY, { extensions: { code: 'FORBIDDEN' } });
  return value;
}

@Resolver(() => ProductModel)
export class ProductsResolver {
  constructor(
    private readonly catalogue: ProductsService,
    private readonly stock: StockService,
  ) {}

  @Roles(Role.Customer)
  @KeyScope('catalogue:read')
  @Query(() => [ProductModel], {
    description: 'Products customers can order (Available, in the catalogue).',
    complexity: listComplexity(EXPECTED_ITEMS.products),
  })
  async availableProducts(): Promise<ProductModel[]> {
    return models(await this.catalogue.listAvailable());
  }

  @Roles(Role.Employee)
  @KeyScope('catalogue:read')
  @Query(() => [ProductModel], {
    description: 'The whole catalogue.',
    complexity: listComplexity(EXPECTED_ITEMS.products),
    deprecationReason: 'The whole catalogue at once; use productsConnection.',
  })
  async products(): Promise<ProductModel[]> {
    return models(await this.catalogue.listAll());
  }

  @Roles(Role.Employee)
  @KeyScope('catalogue:read')
  @Query(() => ProductConnection, {
    description:
      'A page of the whole catalogue, by type and ID unless sorted otherwise; search, type and status narrow it (totalCount counts what matches).',
    complexity: connectionComplexity,
  })
  async productsConnection(
    @Args() { first, after, search, type, status, sort }: CatalogueArgs,
  ): Promise<Connection<ProductModel>> {
    return connectionOf(
      await this.catalogue.catalogPage({ first, after }, { search, type, status }, sort ?? CatalogueSort.TYPE),
      ProductModel.of,
    );
  }

  @Roles(Role.Employee)
  @KeyScope('catalogue:read')
  @Query(() => ProductModel, { nullable: true, description: 'One product by its ID, or null.' })
  async product(@Args('productId', { type: () => ID }) productId: string): Promise<ProductModel | null> {
    const product = await this.catalogue.findOne(productId);
    return product && ProductModel.of(product);
  }

  @Roles(Role.Employee)
  @KeyScope('products:write')
  @Mutation(() => ProductModel)
  async addProduct(@CurrentUser() employee: AuthUser, @Args('input') input: AddProductInput): Promise<ProductModel> {
    return ProductModel.of(await this.catalogue.add(employee, input));
  }

  @Roles(Role.Employee)
  @KeyScope('products:write')
  @Mutation(() => ProductModel)
  async editProduct(@CurrentUser() employee: AuthUser, @Args('input') input: EditProductInput): Promise<ProductModel> {
    return ProductModel.of(await this.catalogue.edit(employee, input));
  }

  @Roles(Role.Employee)
  @KeyScope('products:write')
  @Mutation(() => ProductModel, {
    description: 'Removes a product from the catalogue; orders that contain it keep their lines.',
  })
  async deleteProduct(
    @CurrentUser() employee: AuthUser,
    @Args('productId', { type: () => ID }) productId: string,
  ): Promise<ProductModel> {
    return ProductModel.of(await this.catalogue.delete(employee, productId));
  }

  @Roles(Role.Employee)
  @KeyScope('products:write')
  @Mutation(() => ProductModel, {
    description: "Sets a product's stock on hand and its low-stock alert level (null stops tracking either).",
  })
  async setProductStock(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: SetProductStockInput,
  ): Promise<ProductModel> {
    return ProductModel.of(await this.stock.set(employee, input));
  }

  @ResolveField(() => Int, {
    nullable: true,
    description: 'Units on hand; null when the stock is not tracked (it never runs out). Employees only.',
  })
  stockQuantity(@Parent() product: ProductModel, @Context() context: { req: AppRequest }): number | null {
    return staffOnly(product.stockQuantity, context);
  }

  @ResolveField(() => Int, {
    nullable: true,
    description:
      'Staff are mailed when an approval takes the stock to this level or below; null: no alert. Employees only.',
  })
  lowStockThreshold(@Parent() product: ProductModel, @Context() context: { req: AppRequest }): number | null {
    return staffOnly(product.lowStockThreshold, context);
  }
}
