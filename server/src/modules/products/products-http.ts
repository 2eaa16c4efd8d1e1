import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { RequestCallers } from '../../http/access/request-callers.js';
import { HttpContributions } from '../../http/http-contributions.js';
import { catalogueAnswersEdgeRoute, registerCatalogueAnswers } from './catalogue-answers/kept-answer-routes.js';
import { KeptCatalogueAnswers } from './catalogue-answers/kept-answers.js';
import { catalogueEdgeRoutes } from './legacy/catalogue-fast-path.js';
import { ProductPages } from './page/product-pages.js';
import { ProductsService } from './products.service.js';
import { StorefrontPage } from './page/storefront-page.js';
import { registerProductImageUploads } from './uploads/uploaded-files.js';

/**
 * The catalogue's fast paths (the REST lists and the GraphQL catalogue answers kept per caller,
 * answered by the edge), the uploaded pictures (the parser of every picture route, the stored
 * files), the product pages with their sitemap entries, and the storefront's first screen.
 */
@Injectable()
export class ProductsHttp {
  constructor(
    http: HttpContributions,
    catalogue: ProductsService,
    pages: ProductPages,
    storefront: StorefrontPage,
    callers: RequestCallers,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const kept = new KeptCatalogueAnswers(callers, catalogue);
    http.add({
      beforeCompression: (fastify) => registerCatalogueAnswers(fastify, kept),
      afterProtection: (fastify) => registerProductImageUploads(fastify, config, http.pictureRoutes()),
      edgeRoutes: () => [...catalogueEdgeRoutes(catalogue), catalogueAnswersEdgeRoute(kept)],
      pages: {
        [ProductPages.ROUTE]: (request, shell) => pages.page(request, shell),
        [StorefrontPage.ROUTE]: (request, shell) => storefront.page(request, shell),
      },
      sitemapPaths: () => pages.paths(),
    });
  }
}
