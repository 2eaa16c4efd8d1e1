import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import {
  catalogueAnswersEdgeRoute,
  registerCatalogueAnswers,
} from '../../graphql/catalogue-answers/kept-answer-routes.js';
import { KeptCatalogueAnswers } from '../../graphql/catalogue-answers/kept-answers.js';
import { CACHED_TOKEN_CHECK, type CachedTokenCheck } from '../../http/access/cached-token-check.js';
import { HttpContributions } from '../../http/http-contributions.js';
import { catalogueEdgeRoutes } from './legacy/catalogue-fast-path.js';
import { ProductPages } from './page/product-pages.js';
import { ProductsService } from './products.service.js';
import { registerProductImageUploads } from './uploads/uploaded-files.js';

/**
 * The catalogue's fast paths (the REST lists and the GraphQL catalogue answers kept per caller,
 * answered by the edge), the uploaded pictures (the parser of every picture route, the stored
 * files), and the product pages with their sitemap entries.
 */
@Injectable()
export class ProductsHttp {
  constructor(
    http: HttpContributions,
    catalogue: ProductsService,
    pages: ProductPages,
    @Inject(CACHED_TOKEN_CHECK) tokens: CachedTokenCheck,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const kept = new KeptCatalogueAnswers(tokens, catalogue);
    http.add({
      beforeCompression: (fastify) => registerCatalogueAnswers(fastify, kept),
      afterProtection: (fastify) => registerProductImageUploads(fastify, config, http.pictureRoutes()),
      edgeRoutes: () => [...catalogueEdgeRoutes(catalogue), catalogueAnswersEdgeRoute(kept)],
      pages: { [ProductPages.ROUTE]: (request, shell) => pages.page(request, shell) },
      sitemapPaths: () => pages.paths(),
    });
  }
}
