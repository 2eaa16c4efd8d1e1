import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ImagePolicy } from './image-policy.js';
import { ProductController } from './legacy/product.controller.js';
import { ProductsResolver } from './products.resolver.js';
import { ProductsService } from './products.service.js';

@Module({
  imports: [AuditModule],
  controllers: [ProductController],
  providers: [ProductsService, ProductsResolver, ImagePolicy],
  exports: [ProductsService],
})
export class ProductsModule {}
