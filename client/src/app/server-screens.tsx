/**
 * Server entry (built with the pre-renderer into dist-ssr/, see vite.config.ts): screens the
 * server renders per request, so a phone paints them before the page's code has arrived. The
 * markup is the screen's own render of the same data, which the page's code then draws again in
 * the same place (server/src/http/client-screens.ts puts it into the route's shell).
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { createCache } from '../api/apollo';
import { CustomerStorefront } from '../features/catalogue/CustomerStorefront';
import {
  AvailableProductsDocument,
  type AvailableProductsQuery,
} from '../features/catalogue/api/available-products.generated';
import { MyOrderDocument, type MyOrderQuery } from '../features/orders/api/my-order.generated';
import { CartView } from '../features/cart/CartView';
import { MyTradeTermsDocument, type MyTradeTermsQuery } from '../api/my-trade-terms.generated';
import { cartFromCookieLines } from '../state/cart';
import { ServerSnapshotContext } from '../state/server-snapshot';
import { OrderDetails } from '../features/orders/OrderDetails';
import { SCREEN_OWNER_SCRIPT } from '../lib/role-on-document.js';
import { orderDetailsPath, PATHS } from '../lib/paths';
import { serverRenderedTitle } from '../hooks/use-page-title';

/**
 * The customer's storefront as a plain /storefront first renders it from `data` (the answer to
 * AvailableProducts, `__typename`s included): title, filters, the count and the first screen of
 * cards, the first card's picture at high priority. In a block seen only by a signed-in customer
 * (the shell's inline script names the role on the document: src/lib/role-on-document.js and
 * styles/theme.css), in place of the shell's loading state, and inert: seen, not yet used.
 */
export function renderCustomerStorefront(data: AvailableProductsQuery): string {
  // A cache holding the answer and a link that asks nothing: the screen renders from the cache.
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: AvailableProductsDocument, data });
  const screen = renderToString(
    <StrictMode>
      <ApolloProvider client={client}>
        <StaticRouter location={PATHS.storefront}>
          <CustomerStorefront />
        </StaticRouter>
      </ApolloProvider>
    </StrictMode>,
  );
  // Inert until the page's code replaces it: a search typed or a tap made before then would be lost.
  // Untitled: the same HTML goes to an employee (whose screen at this address is another) and to a visitor.
  return `<div data-shell-screen="Customer" inert>${screen}</div>`;
}

/** The order page's query as Apollo Client sends it (`__typename`s added): what the server asks for the customer. */
export const MY_ORDER_QUERY = print(addTypenameToDocument(MyOrderDocument));

/**
 * A customer's order as its page (/orders/:orderId) first renders it from `data` (the answer to
 * MyOrder for `orderId`, asked with that customer's token): its title, where it stands and what
 * comes next, its steps, lines, payment and delivery. Seen only in a tab signed in as that customer
 * (`userId`): the owner script after it removes it in any other (src/lib/role-on-document.js), and
 * the shell shows it to a customer only, like the storefront's. Inert until the page's code draws it again.
 */
export function renderCustomerOrder(data: MyOrderQuery, orderId: number, userId: string): string {
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: MyOrderDocument, variables: { orderId }, data });
  const { screen, title } = titledRender(() =>
    renderToString(
      <StrictMode>
        <ApolloProvider client={client}>
          <StaticRouter location={orderDetailsPath(orderId)}>
            <Routes>
              <Route path={PATHS.orderDetails} element={<OrderDetails />} />
            </Routes>
          </StaticRouter>
        </ApolloProvider>
      </StrictMode>,
    ),
  );
  return ownedScreen(screen, title, userId);
}

/** The cart's trade terms query as Apollo Client sends it: what the server asks for the customer. */
export const MY_TRADE_TERMS_QUERY = print(addTypenameToDocument(MyTradeTermsDocument));

/**
 * A customer's cart as /order-page first renders it: the lines from its cookie (`lines`, as
 * state/order-pages-cookie.ts writes them) priced with the customer's trade terms (`terms`, the answer
 * to MyTradeTerms asked with their token), for `userId`. The lines' pictures are left to the page's code,
 * as its own first render leaves them (the catalogue they come from is asked for then): nothing the
 * server shows goes away when the code draws the cart again. Seen only in a tab signed in as that
 * customer (the owner script after it); inert until then. Empty when the lines are not a cart's.
 */
export function renderCustomerCart(terms: MyTradeTermsQuery, lines: unknown, userId: string): string {
  const cart = cartFromCookieLines(userId, lines);
  if (!cart) return '';
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: MyTradeTermsDocument, data: terms });
  const snapshot = { session: { token: '', userId, role: 'Customer' }, cart };
  const { screen, title } = titledRender(() =>
    renderToString(
      <StrictMode>
        <ApolloProvider client={client}>
          <ServerSnapshotContext.Provider value={snapshot}>
            <StaticRouter location={PATHS.orderPage}>
              <CartView />
            </StaticRouter>
          </ServerSnapshotContext.Provider>
        </ApolloProvider>
      </StrictMode>,
    ),
  );
  return ownedScreen(screen, title, userId);
}

/** A render and the tab title the screen set in it (its effects do not run on the server). */
function titledRender(render: () => string): { screen: string; title: string } {
  serverRenderedTitle.current = '';
  const screen = render();
  return { screen, title: serverRenderedTitle.current };
}

/**
 * The screen's tab title for the page's <title> (server/src/http/client-screens.ts moves it there):
 * a new tab is named, and announced, as the screen it shows before the page's code has run. Only
 * on a customer's own screens, which nobody else is sent.
 */
const titleAttribute = (title: string) =>
  title ? ` data-screen-title="${title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"` : '';

/** A screen seen only by `userId`'s tab: marked for the owner script, which follows it. */
function ownedScreen(screen: string, title: string, userId: string): string {
  const owner = userId.replace(/[^\w-]/g, '');
  return `<div data-shell-screen="Customer" data-shell-user="${owner}"${titleAttribute(title)} inert>${screen}</div><script>${SCREEN_OWNER_SCRIPT}</script>`;
}
