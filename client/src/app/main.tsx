import 'bootstrap/dist/css/bootstrap.min.css';
import '../styles/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { restoreRememberedSession } from '../state/session';
import { routes } from './routes';
import { forgetScrollOfFreshLoad } from './scroll-position';

/**
 * Loads the lazy routes the address matches into the route table, so the router starts with
 * the page ready and its first render is the pre-rendered HTML.
 */
async function loadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

restoreRememberedSession();
forgetScrollOfFreshLoad();
const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>
);

if (container.dataset.shell !== undefined) {
  // The application shell painted while the page's code loads (scripts/finish-build.mjs): the
  // first render replaces it with the page itself, not with a second loading state, and as a
  // transition React renders it in slices, leaving the main thread free for input. (Code that
  // fails to load is the router's to report: it tries again and shows its error page.)
  void loadMatchedRoutes(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => createRoot(container).render(app())));
} else if (container.firstElementChild) {
  // A page pre-rendered at build time: hydrate it. As a transition, React hydrates in slices
  // and the main thread stays free for input.
  void loadMatchedRoutes(routes, window.location.pathname).then(() =>
    startTransition(() => void hydrateRoot(container, app())),
  );
} else {
  createRoot(container).render(app());
}
