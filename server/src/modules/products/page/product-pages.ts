import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { withCodeAfterFirstPicture } from '../../../http/code-after-first-picture.js';
import { encodeLikeOnTheFly, type EncodedBody } from '../../../http/encoded-body.js';
import { siteOrigin } from '../../../http/site-origin.js';
import { derivedFrom } from '../../../platform/cache/derived.js';
import { CatalogueProductModel } from '../models/product-page.model.js';
import type { Product } from '../product.entity.js';
import { ProductsService } from '../products.service.js';
import { productPageHtml, productPath } from './product-page-html.js';

/** Product pages already made, per cached list of what is for sale (a catalogue change starts afresh). */
const pagesOf = derivedFrom((_products: readonly Product[]) => new Map<string, EncodedBody>());

/**
 * The public product pages (/products/<id>), made on the server from the application shell so
 * that search engines and link previews read the product, and the browser paints it (picture
 * included) before the page's code is even asked for. Each is made once per catalogue version
 * (when PUBLIC_URL fixes the site's address; without it the address comes from each request's
 * Host, which is not kept).
 */
@Injectable()
export class ProductPages {
  static readonly ROUTE = '/products/:productId';

  constructor(
    private readonly products: ProductsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The public addresses of what is for sale, for the sitemap. */
  async paths(): Promise<string[]> {
    return (await this.products.listAvailable()).map((product) => productPath(product.productId));
  }

  async page(request: FastifyRequest, shell: string): Promise<EncodedBody | null> {
    const { productId } = request.params as { productId: string };
    const list = await this.products.listAvailable();
    const product = list.find((candidate) => candidate.productId === productId);
    if (!product) return null;
    const make = () =>
      encodeLikeOnTheFly(
        Buffer.from(
          withCodeAfterFirstPicture(
            productPageHtml(shell, CatalogueProductModel.of(product), siteOrigin(this.config, request)),
            { forEveryone: true },
          ),
        ),
      );
    if (!this.config.publicUrl) return make();
    const pages = pagesOf(list);
    let page = pages.get(productId);
    if (!page) pages.set(productId, (page = make()));
    return page;
  }
}
