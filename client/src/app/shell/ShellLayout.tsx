import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { Toaster } from '../../components/Toaster';
import { clearForNavigation } from '../../state/toast';
import { useScrollRestoration } from '../scroll-position';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

// Below the page and not needed for its first paint: a pre-rendered page keeps the footer's HTML
// until this code (and the carousel's) has arrived, then hydrates it.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/** Every page but the error pages: top bar, side navigation, the page, footer. */
export function ShellLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useScrollRestoration();
  // Another page: the last page's notices do not follow (before the new page's effects report its load).
  useLayoutEffect(() => {
    if (shownPath.current !== pathname) clearForNavigation();
    shownPath.current = pathname;
  }, [pathname]);
  // Marks the page as answering input: every child's effect has run.
  // Browser tests wait for it instead of guessing how long hydration takes.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <>
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      {/* What stays in view: the top bar; the notices float over the page's foot (theme.css, .notice-region). */}
      <div className="top-stack sticky-top">
        <TopBar onMenu={() => setMenuOpen(true)} />
      </div>
      <Toaster />
      <div className="shell d-lg-flex">
        <SideNav show={menuOpen} onHide={() => setMenuOpen(false)} />
        <main id="main" className="flex-grow-1 min-w-0 container-fluid px-3 px-lg-4 py-3" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
