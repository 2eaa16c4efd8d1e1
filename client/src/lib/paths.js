// @ts-check
/**
 * Every page's address, in one table: links, redirects and the route table take them from here,
 * so a page can never be linked under a path the router does not serve (lint refuses a path
 * written as a literal anywhere else). Plain JavaScript, so that Node reads the very same table
 * without a TypeScript step: eslint.config.js (that lint rule) and the build's scripts
 * (scripts/lib/route-modules.mjs) import it too.
 */
export const PATHS = /** @type {const} */ ({
  home: '/home',
  aboutUs: '/about-us',
  contact: '/contact',
  foodRecipe: '/food-recipe',
  loginPage: '/login-page',
  employeeLoginPage: '/employee-login-page',
  registerPage: '/register-page',
  ourFacility: '/our-facility',
  ourProducts: '/our-products',
  portfolio: '/portfolio',
  editProfile: '/edit-profile',
  apiKeys: '/api-keys',
  storefront: '/storefront',
  orderPage: '/order-page',
  pendingOrders: '/pending-orders',
  completeOrders: '/complete-orders',
  admin: '/admin',
  webhooks: '/webhooks',
  deliveryZones: '/delivery-zones',
  deliveries: '/deliveries',
  paymentAccounts: '/payment-accounts',
  trade: '/trade',
  standingOrders: '/standing-orders',
  lots: '/lots',
  labels: '/labels',
  graphqlExplorer: '/graphql-explorer',
  notFound: '/404',
  serverError: '/500',
  productPage: '/products/:productId',
  orderDetails: '/orders/:orderId',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
});

/** @typedef {(typeof PATHS)[keyof typeof PATHS]} PagePath */

/**
 * A product's public page (PATHS.productPage with its ID).
 * @param {string} productId
 */
export const productPagePath = (productId) => PATHS.productPage.replace(':productId', encodeURIComponent(productId));

/**
 * A customer's own order's page (PATHS.orderDetails with its ID).
 * @param {number | string} orderId
 */
export const orderDetailsPath = (orderId) =>
  PATHS.orderDetails.replace(':orderId', encodeURIComponent(String(orderId)));

/**
 * A lot's shelf labels (PATHS.labels for one lot).
 * @param {number | string} lotId
 */
export const lotLabelsPath = (lotId) => `${PATHS.labels}?lot=${encodeURIComponent(String(lotId))}`;

/**
 * A page's path as a child route of the shell ("home" for "/home").
 * @param {PagePath} path
 */
export const childPath = (path) => path.slice(1);
