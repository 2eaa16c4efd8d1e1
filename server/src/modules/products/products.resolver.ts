import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/auth/access.decorator.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Role } from '../users/role.js';
import { AddProductInput } from './dto/add-product.input.js';
import { EditProductInput } from './dto/edit-product.input.js';
import { ProductModel } from './models/product.model.js';
import { ProductsService } from './products.service.js';

@Resolver(() => ProductModel)
export class ProductsResolver {
  constructor(private readonly catalogue: ProductsService) {}

  @Roles(Role.Customer)
  @Query(() => [ProductModel], { description: 'Products customers can order (Available, in the catalogue).' })
  async availableProducts(): Promise<ProductModel[]> {
    return (await this.catalogue.listAvailable()).map(ProductModel.of);
  }

  @Roles(Role.Employee)
  @Query(() => [ProductModel], { description: 'The whole catalogue.' })
  async products(): Promise<ProductModel[]> {
    return (await this.catalogue.listAll()).map(ProductModel.of);
  }

  @Roles(Role.Employee)
  @Query(() => ProductModel, { nullable: true, description: 'One product by its ID, or null.' })
  async product(@Args('productId', { type: () => ID }) productId: string): Promise<ProductModel | null> {
    const product = await this.catalogue.findOne(productId);
    return product && ProductModel.of(product);
  }

  @Roles(Role.Employee)
  @Mutation(() => ProductModel)
  async addProduct(@CurrentUser() employee: AuthUser, @Args('input') input: AddProductInput): Promise<ProductModel> {
    return ProductModel.of(await this.catalogue.add(employee, input));
  }

  @Roles(Role.Employee)
  @Mutation(() => ProductModel)
  async editProduct(@CurrentUser() employee: AuthUser, @Args('input') input: EditProductInput): Promise<ProductModel> {
    return ProductModel.of(await this.catalogue.edit(employee, input));
  }

  @Roles(Role.Employee)
  @Mutation(() => ProductModel, { description: 'Removes a product from the catalogue; orders that contain it keep their lines.' })
  async deleteProduct(@CurrentUser() employee: AuthUser, @Args('productId', { type: () => ID }) productId: string): Promise<ProductModel> {
    return ProductModel.of(await this.catalogue.delete(employee, productId));
  }
}
