import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { childPath, PATHS } from '../lib/paths';
import { ErrorPage, RouteErrorPage } from './ErrorPage';
import { ORDER_PAGE_SCREENS, type RoleScreens, startRoleScreen, STOREFRONT_SCREENS } from './pages/role-screens';
import { ShellLayout } from './shell/ShellLayout';

/**
 * A page module loaded on first visit; each becomes its own chunk. A page with one screen per
 * role also starts the signed-in role's screen at once (./pages/role-screens.ts).
 */
const page = (load: () => Promise<{ default: React.ComponentType }>, screens?: RoleScreens) => async () => {
  if (screens) startRoleScreen(screens);
  return { Component: (await load()).default };
};

/**
 * The route table (docs/legacy-contract.md#pages-and-routes), in one place. Pages load lazily; the admin area is a
 * chunk of its own, loaded on demand.
 */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to={PATHS.home} replace /> },
      { path: childPath(PATHS.home), lazy: page(() => import('../features/marketing/pages/HomePage')) },
      { path: childPath(PATHS.aboutUs), lazy: page(() => import('../features/marketing/pages/AboutPage')) },
      { path: childPath(PATHS.contact), lazy: page(() => import('../features/marketing/pages/ContactPage')) },
      { path: childPath(PATHS.foodRecipe), lazy: page(() => import('../features/marketing/pages/RecipesPage')) },
      { path: childPath(PATHS.ourFacility), lazy: page(() => import('../features/marketing/pages/FacilityPage')) },
      { path: childPath(PATHS.ourProducts), lazy: page(() => import('../features/marketing/pages/ProductsPage')) },
      { path: childPath(PATHS.portfolio), lazy: page(() => import('../features/marketing/pages/PortfolioPage')) },
      // Made by the server from the shell with the product in it (title, markup, data, JSON-LD); not rendered at build.
      {
        path: childPath(PATHS.productPage),
        lazy: page(() => import('../features/marketing/product-page/ProductPage')),
      },
      {
        // Everything that talks to the API; Apollo Client loads with the first of these pages.
        lazy: page(() => import('./ApiArea')),
        children: [
          { path: childPath(PATHS.loginPage), lazy: page(() => import('../features/account/pages/CustomerLoginPage')) },
          {
            path: childPath(PATHS.employeeLoginPage),
            lazy: page(() => import('../features/account/pages/EmployeeLoginPage')),
          },
          { path: childPath(PATHS.registerPage), lazy: page(() => import('../features/account/pages/RegisterPage')) },
          {
            path: childPath(PATHS.forgotPassword),
            lazy: page(() => import('../features/account/pages/ForgotPasswordPage')),
          },
          {
            path: childPath(PATHS.resetPassword),
            lazy: page(() => import('../features/account/pages/ResetPasswordPage')),
          },
          { path: childPath(PATHS.editProfile), lazy: page(() => import('../features/account/pages/EditProfilePage')) },
          { path: childPath(PATHS.apiKeys), lazy: page(() => import('../features/account/pages/ApiKeysPage')) },
          { path: childPath(PATHS.storefront), lazy: page(() => import('./pages/StorefrontPage'), STOREFRONT_SCREENS) },
          { path: childPath(PATHS.orderPage), lazy: page(() => import('./pages/OrderPage'), ORDER_PAGE_SCREENS) },
          { path: childPath(PATHS.pendingOrders), lazy: page(() => import('../features/orders/PendingOrdersPage')) },
          { path: childPath(PATHS.orderDetails), lazy: page(() => import('../features/orders/OrderDetailsPage')) },
          { path: childPath(PATHS.completeOrders), lazy: page(() => import('./pages/CompleteOrdersPage')) },
          { path: childPath(PATHS.admin), lazy: page(() => import('../features/staff/AdminPage')) },
          { path: childPath(PATHS.webhooks), lazy: page(() => import('../features/staff/WebhooksPage')) },
          { path: childPath(PATHS.deliveryZones), lazy: page(() => import('../features/delivery/DeliveryZonesPage')) },
          { path: childPath(PATHS.deliveries), lazy: page(() => import('../features/delivery/DeliveriesPage')) },
          { path: childPath(PATHS.lots), lazy: page(() => import('../features/lots/pages/LotsPage')) },
          { path: childPath(PATHS.labels), lazy: page(() => import('../features/lots/pages/LabelsPage')) },
          {
            path: childPath(PATHS.paymentAccounts),
            lazy: page(() => import('../features/orders/PaymentAccountsPage')),
          },
          { path: childPath(PATHS.trade), lazy: page(() => import('../features/trade/TradePage')) },
          {
            path: childPath(PATHS.standingOrders),
            lazy: page(() => import('../features/standing-orders/StandingOrdersPage')),
          },
          // Open to anyone (an API key's holder may have no web login); GraphiQL comes with this page's chunk only.
          {
            path: childPath(PATHS.graphqlExplorer),
            lazy: page(() => import('../features/explorer/GraphqlExplorerPage')),
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
