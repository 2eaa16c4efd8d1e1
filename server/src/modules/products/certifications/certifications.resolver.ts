import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../../http/access/access.decorator.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { ProductModel } from '../models/product.model.js';
import { CertificationModel, SetProductCertificationsInput } from './certification.model.js';
import { CertificationsService } from './certifications.service.js';

/** A product's certifications: read with the product, replaced by employees. */
@Resolver(() => ProductModel)
export class CertificationsResolver {
  constructor(private readonly service: CertificationsService) {}

  @Roles(Role.Employee)
  @KeyScope('products:write')
  @Mutation(() => [CertificationModel], {
    description:
      'Replaces the certifications a product carries (HACCP, HALAL, GMP: at most one each); the staff are mailed 30 days before one runs out.',
  })
  async setProductCertifications(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: SetProductCertificationsInput,
  ): Promise<CertificationModel[]> {
    return CertificationModel.list(await this.service.set(employee, input));
  }

  @ResolveField(() => [CertificationModel], {
    description: 'Every certification the product carries, also one that has run out.',
  })
  async certifications(@Parent() product: ProductModel): Promise<CertificationModel[]> {
    const loaded =
      product.loadedCertifications ??
      (await this.service.forProducts([product.productId])).get(product.productId) ??
      [];
    return CertificationModel.list(loaded);
  }
}
