import 'bootstrap/dist/css/bootstrap.min.css';
import '../styles/theme.css';
import { startTransition, StrictMode, useEffect, useLayoutEffect, useRef } from 'react';
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

/**
 * A button tapped before the app ran (./early-tap.ts) is tapped again once its first render is on
 * screen. Taken as that render is committed, before any further tap can reach the page, so a tap
 * React answers is never also kept and repeated; repeated after it has painted.
 */
function RepeatEarlyTap({ take }: { take: () => EarlyTap | null }) {
  // undefined: not taken yet (StrictMode runs a first effect twice in development: once is enough).
  const tap = useRef<EarlyTap | null | undefined>(undefined);
  useLayoutEffect(() => {
    if (tap.current === undefined) tap.current = take();
  }, [take]);
  useEffect(() => {
    const taken = tap.current ?? null;
    tap.current = null;
    repeatEarlyTap(taken);
  }, [take]);
  return null;
}

const app = (takeTap: () => EarlyTap | null) => (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <RepeatEarlyTap take={takeTap} />
  </StrictMode>
);

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
