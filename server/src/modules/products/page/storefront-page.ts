import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { SHELL_AS_BUILT } from '../../../http/client-pages.js';
import { ClientScreens, withScreenAtTop, type ServerScreens } from '../../../http/client-screens.js';
import { encodeLikeOnTheFly, type EncodedBody } from '../../../http/encoded-body.js';
import { derivedFrom } from '../../../platform/cache/derived.js';
import { AvailabilityModel, ProductFacts } from '../models/product-page.model.js';
import type { Product } from '../product.entity.js';
import { ProductsService } from '../products.service.js';
import { withCodeAfterFirstPicture } from '../../../http/code-after-first-picture.js';

/**
 * The answer to the web client's AvailableProducts query (client/src/features/catalogue/api/
 * available-products.graphql, with the `__typename`s Apollo Client asks for) for this list: the
 * public catalogue's facts of each product (the `catalogue` query tells anyone the same).
 */
export function availableProductsAnswer(products: readonly Product[]) {
  return {
    availableProducts: products.map((product) => {
      const { productId, productName, productPrice, productType, productImage } = ProductFacts.factsOf(product);
      const { status, unitsLeft } = AvailabilityModel.of(product);
      return {
        __typename: 'Product',
        productId,
        productName,
        productPrice,
        productType,
        productStatus: product.status,
        productImage,
        availability: { __typename: 'Availability', status, unitsLeft },
      };
    }),
  };
}

/** The shell with the storefront's screen at the top of its <main>; the page's code waits for the screen's first picture (../../../http/code-after-first-picture.ts). */
export function withFirstScreen(shell: string, screen: string): string {
  return withCodeAfterFirstPicture(withScreenAtTop(shell, screen));
}

/** The storefront page per list of what is for sale: made once per catalogue version (SHELL_AS_BUILT: it could not be). */
const madeFor = derivedFrom((_products: readonly Product[]) => new Map<string, EncodedBody | typeof SHELL_AS_BUILT>());

/**
 * /storefront with the customer's first screen in its HTML (the title, the filters and the first
 * cards, their first picture at high priority), rendered by the client's own components from the
 * answer the screen would get (client/src/app/server-screens.tsx): a phone paints the products
 * before the page's code (170 KB) has arrived and run, and the code then draws the same in the
 * same place. Shown only once the shell's inline script has named a customer's session on the document; an
 * employee or a visitor sees the shell's loading state, as before. An address with a search, a type
 * or a sort, or a build without the client's server entry, gets the shell as built.
 */
@Injectable()
export class StorefrontPage {
  static readonly ROUTE = '/storefront';
  private readonly logger = new Logger('StorefrontPage');
  private readonly screens: ClientScreens;

  constructor(
    private readonly products: ProductsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.screens = new ClientScreens(config.clientDir);
  }

  async page(request: FastifyRequest, shell: string): Promise<EncodedBody | typeof SHELL_AS_BUILT> {
    if (request.url.includes('?')) return SHELL_AS_BUILT;
    const screens = await this.screens.load();
    if (!screens) return SHELL_AS_BUILT;
    const list = await this.products.listAvailable();
    const made = madeFor(list);
    let page = made.get(shell);
    if (!page) made.set(shell, (page = this.make(list, shell, screens)));
    return page;
  }

  private make(list: readonly Product[], shell: string, screens: ServerScreens): EncodedBody | typeof SHELL_AS_BUILT {
    try {
      const screen = screens.renderCustomerStorefront(availableProductsAnswer(list));
      return encodeLikeOnTheFly(Buffer.from(withFirstScreen(shell, screen)));
    } catch (error) {
      // Said once per catalogue version; the page still works, drawn by its code alone.
      this.logger.error(`Could not render the storefront's first screen: ${String(error)}`);
      return SHELL_AS_BUILT;
    }
  }
}
