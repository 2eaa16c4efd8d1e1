import { Inject, Injectable, Logger } from '@nestjs/common';
import { CART_COOKIE } from '@waters/domain';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { SESSION_TOKEN_CHECK, type SessionTokenCheck } from '../../../http/access/session-token-check.js';
import { SHELL_AS_BUILT, type PersonalPage } from '../../../http/client-pages.js';
import { ClientScreens, withScreenAtTop } from '../../../http/client-screens.js';
import { cookieValue } from '../../../http/cookies.js';
import { encodeLikeOnTheFly } from '../../../http/encoded-body.js';
import { withCodeAfterFirstPicture } from '../../../http/code-after-first-picture.js';
import { askAsThePage, pageCustomer } from './customer-page.js';

/** An order ID as the page's address carries it (the page's own rule: client/src/features/orders/OrderDetails.tsx). */
const ORDER_ID = /^[1-9]\d{0,9}$/;

/** More lines than any cart that fits the cookie: a longer list is not a cart's. */
const MAX_LINES = 200;

/** The lines of the cart's cookie (@waters/domain CART_COOKIE) when it is this customer's; null otherwise. */
function cartLines(request: FastifyRequest, customerId: string): unknown[] | null {
  const value = cookieValue(request.headers.cookie, CART_COOKIE.name);
  if (!value || value.length > CART_COOKIE.maxLength) return null;
  try {
    const cart = JSON.parse(decodeURIComponent(value)) as { c?: unknown; i?: unknown };
    return cart.c === customerId && Array.isArray(cart.i) && cart.i.length <= MAX_LINES ? cart.i : null;
  } catch {
    return null;
  }
}

/** A customer's own pages with what they show in their HTML: an order's page and the cart. */
@Injectable()
export class CustomerPages {
  static readonly ORDER_ROUTE = '/orders/:orderId';
  static readonly CART_ROUTE = '/order-page';
  private readonly logger = new Logger('CustomerPages');
  private readonly screens: ClientScreens;

  constructor(
    @Inject(SESSION_TOKEN_CHECK) private readonly tokens: SessionTokenCheck,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.screens = new ClientScreens(config.clientDir);
  }

  /**
   * /orders/:orderId with the customer's order in its HTML, rendered by the client's own component
   * from the answer its query gets (client/src/app/server-screens.tsx): on a phone the order, where
   * it stands and what comes next are on screen before the page's code (170 KB) has arrived and run.
   * The server knows who asks from the order pages' cookie (./customer-page.ts) and asks GraphQL
   * exactly as the page would with that token, through the same checks (session, role, the order
   * being the caller's own). Anything else (no cookie, a refused token, an employee, another's order,
   * an address with a query) gets the shell as built; the page's code then shows what it always
   * showed. The page's code waits for the screen's first paint (a phone's connection brings the
   * screen first, then the code), and the page is personal: no cache keeps it.
   */
  async order(request: FastifyRequest, shell: string): Promise<PersonalPage | typeof SHELL_AS_BUILT> {
    const rawId = (request.params as { orderId?: string }).orderId ?? '';
    if (!ORDER_ID.test(rawId) || request.url.includes('?')) return SHELL_AS_BUILT;
    const screens = await this.screens.load();
    const render = screens?.renderCustomerOrder;
    if (!render || !screens.MY_ORDER_QUERY) return SHELL_AS_BUILT;
    const customer = await pageCustomer(request, this.tokens);
    if (!customer) return SHELL_AS_BUILT;
    const orderId = Number(rawId);
    const data = await askAsThePage(request, customer, 'MyOrder', screens.MY_ORDER_QUERY, { orderId });
    if (!data?.myOrder) return SHELL_AS_BUILT;
    return this.personal(`order ${orderId}'s`, () =>
      withCodeAfterFirstPicture(withScreenAtTop(shell, render(data, orderId, customer.caller.id))),
    );
  }

  /**
   * /order-page with a customer's cart in its HTML, rendered by the client's own component
   * (client/src/app/server-screens.tsx): its lines as the browser keeps them (their copy in the cart's
   * cookie: the cart lives in the browser, the server prices nothing from it) with the customer's trade
   * terms, asked as the page would with their token (./customer-page.ts).
   * On a phone the cart is on screen before the page's code (170 KB) has arrived and run; the code waits
   * for that first paint, as an order's does (a tap on the inert screen starts it at once). Anyone else —
   * an employee (whose queue this page is), no session or a refused one, a cart cookie that is not this
   * customer's or not a cart — gets the shell as built. Personal: no cache keeps it.
   */
  async cart(request: FastifyRequest, shell: string): Promise<PersonalPage | typeof SHELL_AS_BUILT> {
    if (request.url.includes('?')) return SHELL_AS_BUILT;
    const screens = await this.screens.load();
    if (!screens?.renderCustomerCart || !screens.MY_TRADE_TERMS_QUERY) return SHELL_AS_BUILT;
    const customer = await pageCustomer(request, this.tokens);
    const lines = customer && cartLines(request, customer.caller.id);
    if (!customer || !lines) return SHELL_AS_BUILT;
    const terms = await askAsThePage(request, customer, 'MyTradeTerms', screens.MY_TRADE_TERMS_QUERY);
    if (!terms) return SHELL_AS_BUILT;
    const render = screens.renderCustomerCart;
    return this.personal("the cart's", () => {
      const screen = render(terms, lines, customer.caller.id);
      return screen ? withCodeAfterFirstPicture(withScreenAtTop(shell, screen)) : null;
    });
  }

  /** The page `make` writes, as a personal page; the shell as built when it writes none or fails (said each time). */
  private personal(what: string, make: () => string | null): PersonalPage | typeof SHELL_AS_BUILT {
    try {
      const page = make();
      return page === null ? SHELL_AS_BUILT : { personal: encodeLikeOnTheFly(Buffer.from(page)) };
    } catch (error) {
      this.logger.error(`Could not render ${what} first screen: ${String(error)}`);
      return SHELL_AS_BUILT;
    }
  }
}
