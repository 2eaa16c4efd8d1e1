import 'bootstrap/dist/css/bootstrap.min.css';
import '../styles/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { restoreRememberedSession } from '../state/session';
import { AppRoutes } from './AppRoutes';
import { preloadMatchedRoutes } from './lazy-page';
import { routes } from './routes';
import { forgetScrollOfFreshLoad } from './scroll-position';

restoreRememberedSession();
forgetScrollOfFreshLoad();
const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

if (container.dataset.shell !== undefined) {
  // The application shell painted while the page's code loads (scripts/finish-build.mjs): the
  // first render replaces it with the page itself, not with a second loading state, and as a
  // transition React renders it in slices, leaving the main thread free for input. (Code that
  // fails to load is the error boundary's to report: the page tries again when rendered.)
  void preloadMatchedRoutes(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => createRoot(container).render(app())));
} else if (container.firstElementChild) {
  // A page pre-rendered at build time: hydrate it. As a transition, React hydrates in slices
  // and the main thread stays free for input.
  void preloadMatchedRoutes(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app())));
} else {
  createRoot(container).render(app());
}
