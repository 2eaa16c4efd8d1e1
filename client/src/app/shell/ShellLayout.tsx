import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { Toaster } from '../../components/Toaster';
import { Footer } from './Footer';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/** Every page but the error pages: top bar, side navigation, the page, footer. */
export function ShellLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <TopBar onMenu={() => setMenuOpen(true)} />
      <div className="shell d-lg-flex">
        <SideNav show={menuOpen} onHide={() => setMenuOpen(false)} />
        <main id="main" className="flex-grow-1 min-w-0 container-fluid px-3 px-lg-4 py-3" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
