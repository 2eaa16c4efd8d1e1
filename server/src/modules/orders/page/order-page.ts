import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { SESSION_TOKEN_CHECK, type SessionTokenCheck } from '../../../http/access/session-token-check.js';
import { SHELL_AS_BUILT, type PersonalPage } from '../../../http/client-pages.js';
import { ClientScreens, withScreenAtTop } from '../../../http/client-screens.js';
import { encodeLikeOnTheFly } from '../../../http/encoded-body.js';
import { withCodeAfterFirstPicture } from '../../products/page/code-after-first-picture.js';
import { askAsThePage, pageCustomer } from './customer-page.js';

/** An order ID as the page's address carries it (the page's own rule: client/src/features/orders/OrderDetails.tsx). */
const ORDER_ID = /^[1-9]\d{0,9}$/;

/**
 * /orders/:orderId with the customer's order in its HTML, rendered by the client's own component
 * from the answer its query gets (client/src/app/server-screens.tsx): on a phone the order, where
 * it stands and what comes next are on screen before the page's code (170 KB) has arrived and run.
 * The server knows who asks from the order pages' cookie (./customer-page.ts) and asks GraphQL
 * exactly as the page would with that token, through the same checks (session, role, the order
 * being the caller's own). Anything
 * else (no cookie, a refused token, an employee, another's order, an address with a query) gets the
 * shell as built; the page's code then shows what it always showed. The page's code waits for
 * the screen's first paint (a phone's connection brings the screen first, then the code), and the
 * page is personal: no cache keeps it.
 */
@Injectable()
export class OrderPage {
  static readonly ROUTE = '/orders/:orderId';
  private readonly logger = new Logger('OrderPage');
  private readonly screens: ClientScreens;

  constructor(
    @Inject(SESSION_TOKEN_CHECK) private readonly tokens: SessionTokenCheck,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.screens = new ClientScreens(config.clientDir);
  }

  async page(request: FastifyRequest, shell: string): Promise<PersonalPage | typeof SHELL_AS_BUILT> {
    const rawId = (request.params as { orderId?: string }).orderId ?? '';
    if (!ORDER_ID.test(rawId) || request.url.includes('?')) return SHELL_AS_BUILT;
    const screens = await this.screens.load();
    if (!screens?.renderCustomerOrder || !screens.MY_ORDER_QUERY) return SHELL_AS_BUILT;
    const customer = await pageCustomer(request, this.tokens);
    if (!customer) return SHELL_AS_BUILT;
    const orderId = Number(rawId);
    const data = await askAsThePage(request, customer, 'MyOrder', screens.MY_ORDER_QUERY, { orderId });
    if (!data?.myOrder) return SHELL_AS_BUILT;
    try {
      const screen = screens.renderCustomerOrder(data, orderId, customer.caller.id);
      return { personal: encodeLikeOnTheFly(Buffer.from(withCodeAfterFirstPicture(withScreenAtTop(shell, screen)))) };
    } catch (error) {
      this.logger.error(`Could not render order ${orderId}'s first screen: ${String(error)}`);
      return SHELL_AS_BUILT;
    }
  }
}
