import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import type { NoticeRoomHandle } from '../lib/notice-room';
import { ErrorPage, RouteErrorPage } from './ErrorPage';
import { ShellLayout } from './shell/ShellLayout';

/** A page module loaded on first visit; each becomes its own chunk. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * The route table (spec section 2), in one place. Pages load lazily; the admin area is a
 * chunk of its own, loaded on demand.
 */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', lazy: page(() => import('../features/marketing/pages/HomePage')) },
      { path: 'about-us', lazy: page(() => import('../features/marketing/pages/AboutPage')) },
      { path: 'contact', lazy: page(() => import('../features/marketing/pages/ContactPage')) },
      { path: 'food-recipe', lazy: page(() => import('../features/marketing/pages/RecipesPage')) },
      { path: 'our-facility', lazy: page(() => import('../features/marketing/pages/FacilityPage')) },
      { path: 'our-products', lazy: page(() => import('../features/marketing/pages/ProductsPage')) },
      { path: 'portfolio', lazy: page(() => import('../features/marketing/pages/PortfolioPage')) },
      {
        // Everything that talks to the API; Apollo Client loads with the first of these pages.
        lazy: page(() => import('./ApiArea')),
        children: [
          { path: 'login-page', lazy: page(() => import('../features/account/CustomerLoginPage')) },
          { path: 'employee-login-page', lazy: page(() => import('../features/account/EmployeeLoginPage')) },
          { path: 'register-page', lazy: page(() => import('../features/account/RegisterPage')) },
          { path: 'forgot-password', lazy: page(() => import('../features/account/ForgotPasswordPage')) },
          { path: 'reset-password', lazy: page(() => import('../features/account/ResetPasswordPage')) },
          { path: 'edit-profile', lazy: page(() => import('../features/account/EditProfilePage')) },
          { path: 'storefront', lazy: page(() => import('./pages/StorefrontPage')) },
          // handle.announcesLoad: whose screen here reports its first load with a notice ("Fetched orders.").
          { path: 'order-page', handle: { announcesLoad: ['Employee'] } satisfies NoticeRoomHandle, lazy: page(() => import('./pages/OrderPage')) },
          { path: 'pending-orders', handle: { announcesLoad: ['Customer'] } satisfies NoticeRoomHandle, lazy: page(() => import('../features/shop/PendingOrdersPage')) },
          { path: 'complete-orders', handle: { announcesLoad: ['Customer', 'Employee'] } satisfies NoticeRoomHandle, lazy: page(() => import('./pages/CompleteOrdersPage')) },
          { path: 'admin', lazy: page(() => import('../features/admin/AdminPage')) },
        ],
      },
    ],
  },
  { path: '404', element: <ErrorPage type="404" /> },
  { path: '500', element: <ErrorPage type="500" /> },
  { path: '*', element: <ErrorPage type="404" /> },
];

/** Every path of the spec's route table (for tests and the browser suite). */
export const SPEC_ROUTE_PATHS = [
  '/', '/home', '/about-us', '/contact', '/food-recipe', '/login-page', '/employee-login-page', '/register-page',
  '/our-facility', '/our-products', '/portfolio', '/edit-profile', '/storefront', '/order-page', '/pending-orders',
  '/complete-orders', '/admin', '/404', '/500',
] as const;

/** Every client route: the spec's and the password-reset pages its login pages link to. */
export const ROUTE_PATHS = [...SPEC_ROUTE_PATHS, '/forgot-password', '/reset-password'] as const;
