import { Navigate, type RouteObject } from 'react-router-dom';
import { childPath, PATHS } from '../lib/paths';
import { ErrorPage } from './ErrorPage';
import { lazyRoute, type PageModule } from './lazy-page';
import { ORDER_PAGE_SCREENS, type RoleScreens, startRoleScreen, STOREFRONT_SCREENS } from './pages/role-screens';
import { ShellLayout } from './shell/ShellLayout';

/**
 * A page module loaded on first visit; each becomes its own chunk. A page with one screen per
 * role also starts the signed-in role's screen at once (./pages/role-screens.ts).
 */
const page = (load: () => Promise<PageModule>, screens?: RoleScreens) =>
  lazyRoute(() => {
    if (screens) startRoleScreen(screens);
    return load();
  });

/**
 * The route table (docs/legacy-contract.md#pages-and-routes), in one place. Pages load lazily; the admin area is a
 * chunk of its own, loaded on demand.
 */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { index: true, element: <Navigate to={PATHS.home} replace /> },
      { path: childPath(PATHS.home), ...page(() => import('../features/marketing/pages/HomePage')) },
      { path: childPath(PATHS.aboutUs), ...page(() => import('../features/marketing/pages/AboutPage')) },
      { path: childPath(PATHS.contact), ...page(() => import('../features/marketing/pages/ContactPage')) },
      { path: childPath(PATHS.foodRecipe), ...page(() => import('../features/marketing/pages/RecipesPage')) },
      { path: childPath(PATHS.ourFacility), ...page(() => import('../features/marketing/pages/FacilityPage')) },
      { path: childPath(PATHS.ourProducts), ...page(() => import('../features/marketing/pages/ProductsPage')) },
      { path: childPath(PATHS.portfolio), ...page(() => import('../features/marketing/pages/PortfolioPage')) },
      // Made by the server from the shell with the product in it (title, markup, data, JSON-LD); not rendered at build.
      {
        path: childPath(PATHS.productPage),
        ...page(() => import('../features/marketing/product-page/ProductPage')),
      },
      {
        // Everything that talks to the API; Apollo Client loads with the first of these pages.
        ...page(() => import('./ApiArea')),
        children: [
          { path: childPath(PATHS.loginPage), ...page(() => import('../features/account/pages/CustomerLoginPage')) },
          {
            path: childPath(PATHS.employeeLoginPage),
            ...page(() => import('../features/account/pages/EmployeeLoginPage')),
          },
          { path: childPath(PATHS.registerPage), ...page(() => import('../features/account/pages/RegisterPage')) },
          {
            path: childPath(PATHS.forgotPassword),
            ...page(() => import('../features/account/pages/ForgotPasswordPage')),
          },
          {
            path: childPath(PATHS.resetPassword),
            ...page(() => import('../features/account/pages/ResetPasswordPage')),
          },
          { path: childPath(PATHS.editProfile), ...page(() => import('../features/account/pages/EditProfilePage')) },
          { path: childPath(PATHS.apiKeys), ...page(() => import('../features/account/pages/ApiKeysPage')) },
          { path: childPath(PATHS.storefront), ...page(() => import('./pages/StorefrontPage'), STOREFRONT_SCREENS) },
          { path: childPath(PATHS.orderPage), ...page(() => import('./pages/OrderPage'), ORDER_PAGE_SCREENS) },
          { path: childPath(PATHS.pendingOrders), ...page(() => import('../features/orders/PendingOrdersPage')) },
          { path: childPath(PATHS.orderDetails), ...page(() => import('../features/orders/OrderDetailsPage')) },
          { path: childPath(PATHS.completeOrders), ...page(() => import('./pages/CompleteOrdersPage')) },
          { path: childPath(PATHS.admin), ...page(() => import('../features/staff/AdminPage')) },
          { path: childPath(PATHS.webhooks), ...page(() => import('../features/staff/WebhooksPage')) },
          { path: childPath(PATHS.deliveryZones), ...page(() => import('../features/delivery/DeliveryZonesPage')) },
          { path: childPath(PATHS.deliveries), ...page(() => import('../features/delivery/DeliveriesPage')) },
          { path: childPath(PATHS.lots), ...page(() => import('../features/lots/pages/LotsPage')) },
          { path: childPath(PATHS.labels), ...page(() => import('../features/lots/pages/LabelsPage')) },
          {
            path: childPath(PATHS.paymentAccounts),
            ...page(() => import('../features/orders/PaymentAccountsPage')),
          },
          { path: childPath(PATHS.trade), ...page(() => import('../features/trade/TradePage')) },
          {
            path: childPath(PATHS.standingOrders),
            ...page(() => import('../features/standing-orders/StandingOrdersPage')),
          },
          // Open to anyone (an API key's holder may have no web login); GraphiQL comes with this page's chunk only.
          {
            path: childPath(PATHS.graphqlExplorer),
            ...page(() => import('../features/explorer/GraphqlExplorerPage')),
          },
        ],
      },
    ],
  },
  { path: childPath(PATHS.notFound), element: <ErrorPage type="404" /> },
  { path: childPath(PATHS.serverError), element: <ErrorPage type="500" /> },
  { path: '*', element: <ErrorPage type="404" /> },
];

/** The pages the original site did not have: the password-reset pages its login pages link to, the API keys page, the employees' Webhooks page, the GraphQL explorer, the products' own pages, a customer's order's page and the employees' Delivery zones, Deliveries, Payment accounts, Trade accounts, Lots and Labels pages, and a trade buyer's Standing orders. */
const ADDED_PATHS = [
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.apiKeys,
  PATHS.webhooks,
  PATHS.graphqlExplorer,
  PATHS.productPage,
  PATHS.orderDetails,
  PATHS.deliveryZones,
  PATHS.deliveries,
  PATHS.paymentAccounts,
  PATHS.trade,
  PATHS.lots,
  PATHS.labels,
  PATHS.standingOrders,
] as const;
const isAdded = (path: string) => (ADDED_PATHS as readonly string[]).includes(path);

/** Every path of the original route table, docs/legacy-contract.md#pages-and-routes (for tests and the browser suite). */
export const SPEC_ROUTE_PATHS = ['/', ...Object.values(PATHS).filter((path) => !isAdded(path))] as const;

/** Every client route: the original ones and the pages added since. */
export const ROUTE_PATHS = [...SPEC_ROUTE_PATHS, ...ADDED_PATHS] as const;
