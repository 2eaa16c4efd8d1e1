import type { ComponentType } from 'react';
import { DeliveriesHeading } from '../../features/delivery/components/DeliveriesScreen';
import { PendingOrdersHeading } from '../../features/orders/PendingOrders';
import { AdminHeading } from '../../features/staff/components/AdminDashboard';
import { PATHS } from '../../lib/paths';

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
