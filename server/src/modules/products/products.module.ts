import { Module } from '@nestjs/common';
import { DigitalLinkController } from './page/digital-link.controller.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueListings } from './catalogue-listings.js';
import { ImagePolicy } from './image-policy.js';
import { ProductController } from './legacy/product.controller.js';
import { ProductsResolver } from './products.resolver.js';
import { CataloguePageResolver } from './catalogue-page.resolver.js';
import { ProductPages } from './page/product-pages.js';
import { StorefrontPage } from './page/storefront-page.js';
import { CertificationReminders } from './certifications/certification-reminders.js';
import { CertificationsResolver } from './certifications/certifications.resolver.js';
import { CertificationsService } from './certifications/certifications.service.js';
import { ProductsHttp } from './products-http.js';
import { ProductsService } from './products.service.js';
import { StockService } from './stock/stock.service.js';
import { ImageWork } from './uploads/image-work.js';
import { ProductImageStore } from './uploads/product-image-store.js';
import { ProductImagesController } from './uploads/product-images.controller.js';

@Module({
  imports: [AuthModule],
  controllers: [ProductController, ProductImagesController, DigitalLinkController],
  providers: [
    ProductsService,
    CatalogueListings,
    ProductsResolver,
    CataloguePageResolver,
    ImagePolicy,
    ProductImageStore,
    // One pool for every uploaded picture of the process (proofs of payment use it through the export).
    { provide: ImageWork, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new ImageWork(config.imageWork) },
    StockService,
    ProductPages,
    StorefrontPage,
    CertificationsService,
    CertificationsResolver,
    CertificationReminders,
    ProductsHttp,
  ],
  exports: [ProductsService, StockService, ProductPages, ImageWork],
})
export class ProductsModule {}
