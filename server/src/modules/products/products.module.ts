import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ImagePolicy } from './image-policy.js';
import { ProductController } from './legacy/product.controller.js';
import { ProductsResolver } from './products.resolver.js';
import { ProductsService } from './products.service.js';
import { ProductImageStore } from './uploads/product-image-store.js';
import { ProductImagesController } from './uploads/product-images.controller.js';

@Module({
  imports: [AuditModule],
  controllers: [ProductController, ProductImagesController],
  providers: [ProductsService, ProductsResolver, ImagePolicy, ProductImageStore],
  exports: [ProductsService],
})
export class ProductsModule {}
