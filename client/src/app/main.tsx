import 'bootstrap/dist/css/bootstrap.min.css';
import '../styles/theme.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { restoreRememberedSession } from '../state/session';
import { AppRoutes } from './AppRoutes';
import { repeatEarlyTap, takeEarlyTap, type EarlyTap } from './early-tap';
import { preloadMatchedRoutes } from './lazy-page';
import { routes } from './routes';
import { forgetScrollOfFreshLoad } from './scroll-position';

restoreRememberedSession();
forgetScrollOfFreshLoad();
const container = document.getElementById('root')!;

/** Runs `then` once the first render is on screen (once: StrictMode runs a first effect twice in development). */
function AfterFirstRender({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** The app; a button tapped before it ran (./early-tap.ts) is tapped again once it is on screen. */
const app = (earlyTap: () => EarlyTap | null) => {
  let repeated = false;
  const repeat = () => {
    if (repeated) return;
    repeated = true;
    repeatEarlyTap(earlyTap());
  };
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <AfterFirstRender then={repeat} />
    </StrictMode>
  );
};

if (container.dataset.shell !== undefined) {
  // The application shell painted while the page's code loads (scripts/finish-build.mjs): the
  // first render replaces it with the page itself, not with a second loading state, and as a
  // transition React renders it in slices, leaving the main thread free for input. (Code that
  // fails to load is the error boundary's to report: the page tries again when rendered.)
  void preloadMatchedRoutes(routes, window.location.pathname)
    .catch(() => undefined)
    // Taps on the shell's markup, which React does not know, are kept until the page replaces it.
    .then(() => startTransition(() => createRoot(container).render(app(takeEarlyTap))));
} else if (container.firstElementChild) {
  // A page pre-rendered at build time: hydrate it. As a transition, React hydrates in slices
  // and the main thread stays free for input.
  void preloadMatchedRoutes(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        // From here React handles a tap itself (it hydrates what was tapped first); the ones before, the app repeats.
        const tap = takeEarlyTap();
        hydrateRoot(
          container,
          app(() => tap),
        );
      }),
    );
} else {
  takeEarlyTap();
  createRoot(container).render(app(() => null));
}
