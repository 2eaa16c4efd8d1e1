/**
 * Every page's address, in one table: links, redirects and the route table take them from here,
 * so a page can never be linked under a path the router does not serve (lint refuses a path
 * written as a literal anywhere else).
 */
export const PATHS = {
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
  storefront: '/storefront',
  orderPage: '/order-page',
  pendingOrders: '/pending-orders',
  completeOrders: '/complete-orders',
  admin: '/admin',
  notFound: '/404',
  serverError: '/500',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

export type PagePath = (typeof PATHS)[keyof typeof PATHS];

/** A page's path as a child route of the shell ("home" for "/home"). */
export const childPath = (path: PagePath) => path.slice(1);
