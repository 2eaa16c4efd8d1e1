import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, type DocumentNode } from 'graphql';
import type { EarlyRequest, EarlyVariable } from 'virtual:early-queries';
import { AvailableProductsDocument } from '../features/catalogue/api/available-products.generated';
import { CARD_SIZES } from '../features/catalogue/components/card-sizes';
import { DeliveryManifestDocument } from '../features/delivery/api/delivery-manifest.generated';
import { MyOrderDocument } from '../features/orders/api/my-order.generated';
import { MyOrderHistoryDocument } from '../features/orders/api/my-order-history.generated';
import { MyPendingOrdersDocument } from '../features/orders/api/my-pending-orders.generated';
import { MyTradeTermsDocument } from '../api/my-trade-terms.generated';
import { OrdersToAuthorizeDocument } from '../features/orders/api/orders-to-authorize.generated';
import { mediaNames, srcSet } from '../lib/media';
import { PATHS } from '../lib/paths';
import type { Role } from '../state/session';

/** A screen's first query, asked for by src/api/early-query.ts before the page's code arrives. */
export interface EarlyQuery {
  /** The route (a pattern: `:name` is a path parameter). */
  path: string;
  role: Role;
  /** The screen's own first query, as the screen sends it at that address (and no query string). */
  document: DocumentNode;
  /**
   * Its variables as the screen sets them, filled in by the early script: a literal, `{ idFromPath }`
   * (a path parameter that is an ID, as a number) or `{ manilaToday }` (YYYY-MM-DD in Manila). An early
   * answer is only taken for exactly the variables the screen asks with, so a difference costs time, not truth.
   */
  variables?: Readonly<Record<string, EarlyVariable>>;
  /** The screen's largest paint: the picture of the first item of a list in the answer, drawn at `sizes`. */
  picture?: EarlyPicture;
}

export interface EarlyPicture {
  /** The answer's list (a field of `data`) and its items' picture URL field. */
  list: string;
  image: string;
  sizes: string;
}

/**
 * The signed-in pages whose largest paint waits for their data: the customer's storefront (its
 * products' pictures), an order's page, pending orders and history, the cart (priced with the trade
 * terms), the employees' queue and the day's deliveries. The build
 * prints each document as Apollo Client sends it (vite.config.ts, `virtual:early-queries`), so the
 * early script carries no GraphQL code.
 */
export const EARLY_QUERIES: readonly EarlyQuery[] = [
  {
    path: PATHS.storefront,
    role: 'Customer',
    document: AvailableProductsDocument,
    // The first card's picture, in the catalogue's order (a plain /storefront: no search, type or sort).
    picture: { list: 'availableProducts', image: 'productImage', sizes: CARD_SIZES },
  },
  // features/orders/OrderDetails.tsx
  {
    path: PATHS.orderDetails,
    role: 'Customer',
    document: MyOrderDocument,
    variables: { orderId: { idFromPath: 'orderId' } },
  },
  // features/orders/PendingOrders.tsx and OrderHistory.tsx: the first page of each list (useCustomerOrderPages).
  { path: PATHS.pendingOrders, role: 'Customer', document: MyPendingOrdersDocument },
  { path: PATHS.completeOrders, role: 'Customer', document: MyOrderHistoryDocument },
  // features/cart/CartView.tsx: the customer's trade terms, which price the lines (null for a household).
  { path: PATHS.orderPage, role: 'Customer', document: MyTradeTermsDocument },
  // features/orders/OrderAuthorization.tsx: the queue's first page (useOrderPages, no filter).
  { path: PATHS.orderPage, role: 'Employee', document: OrdersToAuthorizeDocument },
  // features/delivery/components/DeliveriesScreen.tsx: today's manifest, every zone.
  {
    path: PATHS.deliveries,
    role: 'Employee',
    document: DeliveryManifestDocument,
    variables: { date: { manilaToday: true }, zoneId: null, today: { manilaToday: true } },
  },
];

/**
 * EARLY_QUERIES' documents as Apollo Client's HttpLink sends them (its cache adds `__typename`
 * to every selection, and the answer must carry them to be stored), with their variables' rules:
 * run by the build, which writes them into `virtual:early-queries`, and by the tests.
 */
export function printEarlyRequests(): EarlyRequest[] {
  return EARLY_QUERIES.map(({ path, role, document, variables = {}, picture }) => {
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const operationName = operation?.name?.value;
    if (!operationName) throw new Error(`an early query for ${path} has no operation name`);
    return {
      path,
      role,
      operationName,
      query: print(addTypenameToDocument(document)),
      variables,
      ...(picture && { picture }),
    };
  });
}

/**
 * The AVIF `srcset` of every catalogue picture the build made (by its catalogue URL), as the
 * pages' <picture> names them (src/lib/media.ts): the early script preloads the first card's
 * with the same URLs, so the card's image is the preloaded one. Printed by the build.
 */
export function printEarlyPictures(): Record<string, string> {
  return Object.fromEntries(
    mediaNames()
      .filter((name) => name.startsWith('products/'))
      .map((name) => [`/images/${name}.webp`, srcSet(name, 'avif')]),
  );
}
