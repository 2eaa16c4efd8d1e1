import type { ComponentType } from 'react';
import { CartHeading } from '../../features/cart/CartView';
import { DeliveriesHeading } from '../../features/delivery/components/DeliveriesScreen';
import { OrderAuthorizationHeading } from '../../features/orders/OrderAuthorization';
import { PendingOrdersHeading } from '../../features/orders/PendingOrders';
import { AdminHeading } from '../../features/staff/components/AdminDashboard';
import { PATHS } from '../../lib/paths';
import type { Role } from '../../state/session';

/**
 * The title a signed-in page's shell shows above its loading state (scripts/finish-build.mjs writes
 * one shell per route): the page's own heading component, so the first paint already names the
 * page, and the page, once its code has run, draws the same heading in the same place. Only pages
 * one role opens and whose title does not depend on data; the others show the loading state alone.
 * Rendered at build time only (src/app/prerender.tsx).
 */
export const SHELL_HEADINGS: Readonly<Record<string, ComponentType>> = {
  [PATHS.pendingOrders]: PendingOrdersHeading,
  [PATHS.deliveries]: DeliveriesHeading,
  [PATHS.admin]: AdminHeading,
};

/**
 * A page with one screen per role: the title of each role's screen that has one fixed. The shell
 * holds each, and only the signed-in role's is seen: the shell's inline script names the role on
 * the document (src/lib/role-on-document.js, and the rule for [data-shell-role] in styles/theme.css).
 */
export const SHELL_ROLE_HEADINGS: Readonly<Record<string, Partial<Record<Role, ComponentType>>>> = {
  [PATHS.orderPage]: { Customer: CartHeading, Employee: OrderAuthorizationHeading },
};
