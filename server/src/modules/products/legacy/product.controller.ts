import { Body, Controller, Delete, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Roles, KeyScope } from '../../../http/access/access.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import { sendEncoded } from '../../../http/encoded-body.js';
import { LegacyBody } from '../../../http/legacy/legacy-body.js';
import { assertCallerId, requiredParam } from '../../../http/legacy/legacy-identity.js';
import { Role } from '../../../platform/identity/role.js';
import { ProductsService } from '../products.service.js';
import { CATALOGUE_ANSWERS, CATALOGUE_JSON_TYPE } from './catalogue-list-answers.js';
import { addProductFrom, editProductFrom, legacyProduct } from './legacy-product.js';

/** Legacy /api/Product catalogue calls (the order calls share the prefix, see orders). */
@Controller('api/Product')
export class ProductController {
  constructor(private readonly catalogue: ProductsService) {}

  // A caller whose token is already known gets these two from the edge, before Fastify (catalogue-fast-path.ts).
  @Roles(CATALOGUE_ANSWERS.list.role)
  @KeyScope('catalogue:read')
  @Get('list')
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendEncoded(request, reply.type(CATALOGUE_JSON_TYPE), await CATALOGUE_ANSWERS.list.body(this.catalogue));
  }

  @Roles(CATALOGUE_ANSWERS.available.role)
  @KeyScope('catalogue:read')
  @Get('available')
  async available(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendEncoded(
      request,
      reply.type(CATALOGUE_JSON_TYPE),
      await CATALOGUE_ANSWERS.available.body(this.catalogue),
    );
  }

  /** No match answers 200 with an empty body: the old client treats any 404 as "go to the 404 page". */
  @Roles(Role.Employee)
  @KeyScope('catalogue:read')
  @Get('searchbyProductId')
  async search(@Query('productId') productId: unknown, @Res() reply: FastifyReply) {
    const product = await this.catalogue.findOne(requiredParam(productId, 'productId'));
    return product ? reply.send(legacyProduct(product)) : reply.status(200).send();
  }

  @Roles(Role.Employee)
  @KeyScope('products:write')
  @Post('addProduct')
  @HttpCode(200)
  async add(@CurrentUser() employee: AuthUser, @Query('employeeId') employeeId: unknown, @Body() body: unknown) {
    const legacy = LegacyBody.of(body);
    assertCallerId(employee, employeeId, 'employeeId');
    assertCallerId(employee, legacy.get('EmployeeId'), 'EmployeeId', false);
    return legacyProduct(await this.catalogue.add(employee, addProductFrom(legacy)));
  }

  @Roles(Role.Employee)
  @KeyScope('products:write')
  @Post('editproductDetails')
  @HttpCode(200)
  async edit(@CurrentUser() employee: AuthUser, @Query('employeeId') employeeId: unknown, @Body() body: unknown) {
    const legacy = LegacyBody.of(body);
    assertCallerId(employee, employeeId, 'employeeId');
    assertCallerId(employee, legacy.get('EmployeeId'), 'EmployeeId', false);
    return legacyProduct(await this.catalogue.edit(employee, editProductFrom(legacy)));
  }

  @Roles(Role.Employee)
  @KeyScope('products:write')
  @Delete('deleteProductbyId')
  async delete(
    @CurrentUser() employee: AuthUser,
    @Query('productId') productId: unknown,
    @Query('employeeId') employeeId: unknown,
  ) {
    assertCallerId(employee, employeeId, 'employeeId');
    return legacyProduct(await this.catalogue.delete(employee, requiredParam(productId, 'productId')));
  }
}
